import { describe, expect, it } from 'vitest';
import { BASE_ENTRIES, buildPaletteEntries, filterPaletteEntries, formatBirthDate, isCurrentEntry, keywordsOf, normalizeSearch } from '@/domain/command-palette';
import { BUILT_ROUTES, isRouteBuilt } from '@/components/navigation/routes';
import { CATEGORY_ID } from '@/domain/constants';

const everythingBuilt = () => true;

describe('participant command palette entries (spec §2.7)', () => {
  it('joins the enabled features and the base entries, sorted by name in Portuguese', () => {
    const entries = buildPaletteEntries([{ nome: 'Extrato de saldo', href: '/services/extrato-saldo' }], null, everythingBuilt);
    expect(entries.map(({ name }) => name)).toEqual([
      'Acompanhar solicitações',
      'Alterar senha',
      'Atas',
      'Beneficiários',
      'Beneficiários indicados',
      'Chat',
      'Declaração de concordância',
      'Documentos',
      'Eleições',
      'Extrato',
      'Extrato de saldo',
      'Fornecedores',
      'Informações Cadastrais',
      'Início',
      'Recadastramento',
      'Serviços',
    ]);
  });

  it('offers every participant the re-registration page, found by its name and by the words people use for it (issue 26)', () => {
    const entries = buildPaletteEntries([], CATEGORY_ID.TAXPAYER, isRouteBuilt);
    const reregistration = { name: 'Recadastramento', href: '/recadastramento' };
    expect(entries).toContainEqual(reregistration);
    expect(filterPaletteEntries(entries, 'recadastramento')[0]).toEqual(reregistration);
    expect(filterPaletteEntries(entries, 'RECADASTRAMENTO')[0]).toEqual(reregistration);
    expect(filterPaletteEntries(entries, 'prova de vida')).toEqual([reregistration]);
    expect(filterPaletteEntries(entries, 'recadastro')).toEqual([reregistration]);
    expect(filterPaletteEntries(entries, 'atualizacao cadastral')).toContainEqual(reregistration);
    for (const category of [CATEGORY_ID.ASSISTED, CATEGORY_ID.PENSIONER, CATEGORY_ID.SELF_SPONSORED, CATEGORY_ID.BPD]) {
      expect(buildPaletteEntries([], category, isRouteBuilt)).toContainEqual(reregistration);
    }
  });

  it('adds the extras of taxpayers, assisted people and pensioners, once per address', () => {
    const taxpayer = buildPaletteEntries([{ nome: 'Extrato de contribuição', href: '/services/extrato-contribuicao' }], CATEGORY_ID.TAXPAYER, everythingBuilt);
    expect(taxpayer.filter(({ href }) => href === '/services/extrato-contribuicao')).toHaveLength(1);
    const pensioner = buildPaletteEntries([], CATEGORY_ID.PENSIONER, everythingBuilt).map(({ name }) => name);
    expect(pensioner).toContain('Contracheque');
    expect(pensioner).toContain('Informe de rendimentos');
    expect(pensioner).not.toContain('Extrato de contribuição');
    expect(buildPaletteEntries([], CATEGORY_ID.SELF_SPONSORED, everythingBuilt)).toHaveLength(BASE_ENTRIES.length);
  });

  it('offers assisted people and pensioners both kinds of beneficiaries, named as in their menu', () => {
    const assisted = buildPaletteEntries([{ nome: 'Beneficiários', href: '/dependentes?tipo=previdencial' }], CATEGORY_ID.ASSISTED, isRouteBuilt);
    expect(assisted.filter(({ href }) => href.startsWith('/dependentes'))).toEqual([
      { name: 'Beneficiários de IR', href: '/dependentes?tipo=imposto-renda' },
      { name: 'Beneficiários indicados', href: '/dependentes?tipo=indicados' },
      { name: 'Beneficiários Previdencial', href: '/dependentes?tipo=previdencial' },
    ]);
    const taxpayer = buildPaletteEntries([], CATEGORY_ID.TAXPAYER, isRouteBuilt);
    expect(taxpayer.filter(({ href }) => href.startsWith('/dependentes'))).toEqual([
      { name: 'Beneficiários', href: '/dependentes?tipo=previdencial' },
      { name: 'Beneficiários indicados', href: '/dependentes?tipo=indicados' },
    ]);
  });

  it('lists the pages of this build: home, registration data, beneficiaries, documents, minutes, suppliers, chat, password change, requests', () => {
    const entries = buildPaletteEntries([], CATEGORY_ID.TAXPAYER, isRouteBuilt);
    expect(entries.map(({ href }) => href)).toEqual(
      expect.arrayContaining(['/', '/perfil', '/dependentes?tipo=previdencial', '/services', '/documents', '/services/atas', '/services/fornecedores', '/chat', '/alterar-senha', '/services/requests']),
    );
    // Every entry leads to a page that exists.
    for (const { href } of entries) expect(BUILT_ROUTES).toContain(href.split('?')[0]);
    expect(buildPaletteEntries([], CATEGORY_ID.TAXPAYER, (href) => href !== '/documents' && isRouteBuilt(href)).map(({ href }) => href)).not.toContain('/documents');
  });

  it('offers taxpayers the tax regime assistant, found by what they type', () => {
    const entries = buildPaletteEntries([], CATEGORY_ID.TAXPAYER, isRouteBuilt);
    expect(filterPaletteEntries(entries, 'comparar imposto').map(({ name }) => name)).toEqual(['Simulador de regime de tributação']);
  });

  it('shows only entries whose page exists', () => {
    const entries = buildPaletteEntries([{ nome: 'Portabilidade', href: '/services/portabilidade' }], CATEGORY_ID.ASSISTED, (href) => ['/', '/services'].includes(href));
    expect(entries).toEqual([
      { name: 'Início', href: '/' },
      { name: 'Serviços', href: '/services' },
    ]);
  });

  it('filters by the typed words, ignoring case and accents, and keeps the order', () => {
    const entries = buildPaletteEntries([], CATEGORY_ID.TAXPAYER, everythingBuilt);
    expect(filterPaletteEntries(entries, 'servicos').map(({ name }) => name)).toEqual(['Serviços']);
    expect(filterPaletteEntries(entries, 'EXTRATO').map(({ name }) => name)).toEqual(['Extrato', 'Extrato de contribuição', 'Extrato de saldo']);
    // Names first; the overview (/extract) shows the balance too: 'saldo' is one of its words.
    expect(filterPaletteEntries(entries, 'extrato saldo').map(({ name }) => name)).toEqual(['Extrato de saldo', 'Extrato']);
    expect(filterPaletteEntries(entries, '   ')).toHaveLength(entries.length);
    expect(filterPaletteEntries(entries, 'zzzz')).toEqual([]);
    expect(normalizeSearch('  Início ')).toBe('inicio');
  });

  it('finds every entry by common words, without accents: senha, endereço, telefone, e-mail, dependente, conversa…', () => {
    const entries = buildPaletteEntries([{ nome: 'Contribuição esporádica', href: '/services/gerar-contribuicao' }], CATEGORY_ID.ASSISTED, everythingBuilt);
    const found = (query: string) => filterPaletteEntries(entries, query).map(({ name }) => name);
    expect(found('senha')).toEqual(['Alterar senha']);
    expect(found('endereço')).toEqual(['Informações Cadastrais']);
    expect(found('endereco')).toEqual(['Informações Cadastrais']);
    expect(found('TELEFONE')).toEqual(['Informações Cadastrais']);
    expect(found('e-mail')).toEqual(['Informações Cadastrais']);
    expect(found('dependente')).toEqual(['Beneficiários de IR', 'Beneficiários Previdencial']);
    expect(found('beneficiario')).toEqual(['Beneficiários de IR', 'Beneficiários indicados', 'Beneficiários Previdencial']);
    expect(found('herdeiro')).toEqual(['Beneficiários indicados', 'Beneficiários Previdencial']);
    expect(found('conversa')).toEqual(['Chat']);
    expect(found('mensagem')).toEqual(['Chat']);
    expect(found('boleto')).toEqual(['Contribuição esporádica']);
    expect(found('saldo')).toEqual(['Extrato', 'Início']);
    expect(found('trocar senha')).toEqual(['Alterar senha']);
    // A word of the name and a keyword together; names found by name come before those found by keyword.
    expect(found('solicitacoes protocolo')).toEqual(['Acompanhar solicitações']);
    expect(found('contribuicao')[0]).toBe('Contribuição esporádica');
  });

  it('gives every base entry and category extra keywords', () => {
    const all = [...BASE_ENTRIES, ...buildPaletteEntries([], CATEGORY_ID.ASSISTED, everythingBuilt), ...buildPaletteEntries([], CATEGORY_ID.TAXPAYER, everythingBuilt)];
    for (const entry of all) expect(keywordsOf(entry), entry.href).not.toHaveLength(0);
  });

  it('knows the entry of the current page', () => {
    expect(isCurrentEntry({ name: 'Início', href: '/' }, '/')).toBe(true);
    expect(isCurrentEntry({ name: 'Início', href: '/' }, '/services')).toBe(false);
    expect(isCurrentEntry({ name: 'Serviços', href: '/services' }, '/services/?x=1#top')).toBe(true);
    expect(isCurrentEntry({ name: 'IR', href: '/dependentes?tipo=imposto-renda' }, '/dependentes?tipo=imposto-renda')).toBe(true);
    expect(isCurrentEntry({ name: 'IR', href: '/dependentes?tipo=imposto-renda' }, '/dependentes?tipo=previdencial')).toBe(false);
  });

  it('shows birth dates as dd/MM/yyyy', () => {
    expect(formatBirthDate('1980-03-07')).toBe('07/03/1980');
  });
});
