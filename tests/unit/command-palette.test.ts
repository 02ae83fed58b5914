import { describe, expect, it } from 'vitest';
import { buildPaletteEntries, filterPaletteEntries, formatBirthDate, isCurrentEntry, normalizeSearch } from '@/domain/command-palette';
import { CATEGORY_ID } from '@/domain/constants';

const everythingBuilt = () => true;

describe('participant command palette entries (spec §2.7)', () => {
  it('joins the enabled features and the base entries, sorted by name in Portuguese', () => {
    const entries = buildPaletteEntries([{ nome: 'Extrato de saldo', href: '/services/extrato-saldo' }], null, everythingBuilt);
    expect(entries.map(({ name }) => name)).toEqual(['Acompanhar solicitações', 'Atas', 'Extrato de saldo', 'Fornecedores', 'Início', 'Serviços']);
  });

  it('adds the extras of taxpayers, assisted people and pensioners, once per address', () => {
    const taxpayer = buildPaletteEntries([{ nome: 'Extrato de contribuição', href: '/services/extrato-contribuicao' }], CATEGORY_ID.TAXPAYER, everythingBuilt);
    expect(taxpayer.filter(({ href }) => href === '/services/extrato-contribuicao')).toHaveLength(1);
    const pensioner = buildPaletteEntries([], CATEGORY_ID.PENSIONER, everythingBuilt).map(({ name }) => name);
    expect(pensioner).toContain('Contracheque');
    expect(pensioner).toContain('Informe de rendimentos');
    expect(pensioner).not.toContain('Extrato de contribuição');
    expect(buildPaletteEntries([], CATEGORY_ID.SELF_SPONSORED, everythingBuilt)).toHaveLength(5);
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
    expect(filterPaletteEntries(entries, 'EXTRATO').map(({ name }) => name)).toEqual(['Extrato de contribuição', 'Extrato de saldo']);
    expect(filterPaletteEntries(entries, 'extrato saldo').map(({ name }) => name)).toEqual(['Extrato de saldo']);
    expect(filterPaletteEntries(entries, '   ')).toHaveLength(entries.length);
    expect(filterPaletteEntries(entries, 'zzzz')).toEqual([]);
    expect(normalizeSearch('  Início ')).toBe('inicio');
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
