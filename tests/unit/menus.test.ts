import { describe, expect, it } from 'vitest';
import { CATEGORY_ID, PLAN_ID } from '@/domain/constants';
import { buildMenu, type MenuEntry, type MenuInput } from '@/components/navigation/menus';
import { nextReregistrationMode } from '@/components/navigation/reregistration-path';
import { homePathFor } from '@/components/plans/choice/home-path';
import { groupServices, PARTICIPANT_SERVICE_GROUPS, ADMIN_SERVICE_GROUPS, withBaseServices } from '@/components/services/groups';

const everyRouteBuilt = () => true;

function link(categoria: number, plano: number = PLAN_ID.HPE, tipo: string = '1'): MenuInput['vinculo'] {
  return { plano: { id: plano, tipo }, categoria: { id: categoria } };
}

function labels(entries: MenuEntry[]): unknown[] {
  return entries.map((entry) => (entry.kind === 'link' ? entry.label : { [entry.label]: entry.children.map((child) => `${child.label} ${child.href}`) }));
}

const base = { isActingAsAdmin: false, isReregistrationMode: false, educacaoFinanceiraUrl: null, isRouteBuilt: everyRouteBuilt };

describe('buildMenu (spec §2.6) with every page built', () => {
  it('gives a taxpayer the participant menu with a single Beneficiários link and Minha aposentadoria', () => {
    const menu = buildMenu({ ...base, vinculo: link(CATEGORY_ID.TAXPAYER) });
    expect(labels(menu)).toEqual(['Início', 'Informações Cadastrais', 'Beneficiários', 'Minha aposentadoria', 'Serviços', 'Documentos', 'Chat']);
  });

  it('gives Minha aposentadoria to the self-sponsored, not to a BPD', () => {
    expect(labels(buildMenu({ ...base, vinculo: link(CATEGORY_ID.SELF_SPONSORED) }))).toContain('Minha aposentadoria');
    expect(labels(buildMenu({ ...base, vinculo: link(CATEGORY_ID.BPD) }))).not.toContain('Minha aposentadoria');
  });

  it.each([CATEGORY_ID.ASSISTED, CATEGORY_ID.PENSIONER])('gives category %i the Beneficiários group with IR, Previdencial and the designated beneficiaries', (categoria) => {
    const menu = buildMenu({ ...base, vinculo: link(categoria) });
    expect(labels(menu)).toEqual([
      'Início',
      'Informações Cadastrais',
      {
        Beneficiários: [
          'Beneficiários de IR /dependentes?tipo=imposto-renda',
          'Beneficiários Previdencial /dependentes?tipo=previdencial',
          'Beneficiários indicados /dependentes?tipo=indicados',
        ],
      },
      'Serviços',
      'Documentos',
      'Chat',
    ]);
  });

  it('adds Educação Financeira, external, only for the loan kind with a configured address', () => {
    const url = 'https://educacao.example/?token=abc';
    const loan = buildMenu({ ...base, vinculo: link(CATEGORY_ID.SELF_SPONSORED, PLAN_ID.MAIS_VALOR, '2'), educacaoFinanceiraUrl: url });
    expect(loan.at(-1)).toEqual({ kind: 'link', label: 'Educação Financeira', href: url, icon: 'graduation-cap', isExternal: true });
    expect(labels(buildMenu({ ...base, vinculo: link(CATEGORY_ID.SELF_SPONSORED, PLAN_ID.MAIS_VALOR, '2') }))).not.toContain('Educação Financeira');
    expect(labels(buildMenu({ ...base, vinculo: link(CATEGORY_ID.TAXPAYER), educacaoFinanceiraUrl: url }))).not.toContain('Educação Financeira');
  });

  it('hides Início for plan 1 in the loan kind', () => {
    expect(labels(buildMenu({ ...base, vinculo: link(CATEGORY_ID.TAXPAYER, PLAN_ID.HPE, '2') }))[0]).toBe('Informações Cadastrais');
  });

  it('gives an administrator acting as administrator the admin menu', () => {
    const menu = buildMenu({ ...base, isActingAsAdmin: true, vinculo: null });
    expect(labels(menu)).toEqual(['Início', 'Central de Solicitações', 'Central de Notificações', 'Recadastramento', 'Provas de vida', 'Configurações', 'Documentos', 'Chat']);
  });

  it('shrinks to Voltar, Configurações and Chat in re-registration mode', () => {
    const menu = buildMenu({ ...base, isActingAsAdmin: true, vinculo: null, isReregistrationMode: true });
    expect(menu.map((entry) => entry.kind === 'link' && `${entry.label} ${entry.href}`)).toEqual(['Voltar /', 'Configurações /settings', 'Chat /chat']);
  });
});

describe('buildMenu with the pages of this build', () => {
  it('shows only built pages, and no empty group', () => {
    const { isRouteBuilt: _ignored, ...real } = base;
    void _ignored;
    expect(labels(buildMenu({ ...real, vinculo: link(CATEGORY_ID.ASSISTED) }))).toEqual([
      'Início',
      'Informações Cadastrais',
      {
        Beneficiários: [
          'Beneficiários de IR /dependentes?tipo=imposto-renda',
          'Beneficiários Previdencial /dependentes?tipo=previdencial',
          'Beneficiários indicados /dependentes?tipo=indicados',
        ],
      },
      'Serviços',
      'Documentos',
      'Chat',
    ]);
    expect(labels(buildMenu({ ...real, vinculo: link(CATEGORY_ID.TAXPAYER) }))).toEqual(['Início', 'Informações Cadastrais', 'Beneficiários', 'Minha aposentadoria', 'Serviços', 'Documentos', 'Chat']);
    expect(labels(buildMenu({ ...real, isActingAsAdmin: true, vinculo: null }))).toEqual(['Início', 'Central de Solicitações', 'Central de Notificações', 'Recadastramento', 'Provas de vida', 'Configurações', 'Documentos', 'Chat']);
  });

  it('keeps a group with only the children whose page exists', () => {
    const menu = buildMenu({ ...base, vinculo: link(CATEGORY_ID.PENSIONER), isRouteBuilt: (href) => href === '/' || href.includes('imposto-renda') });
    expect(labels(menu)).toEqual(['Início', { Beneficiários: ['Beneficiários de IR /dependentes?tipo=imposto-renda'] }]);
  });
});

describe('nextReregistrationMode', () => {
  it('turns on at the dashboard, stays on for settings and chat, turns off elsewhere', () => {
    expect(nextReregistrationMode(false, '/re-registration')).toBe(true);
    expect(nextReregistrationMode(true, '/settings/emails')).toBe(true);
    expect(nextReregistrationMode(true, '/chat')).toBe(true);
    expect(nextReregistrationMode(false, '/settings')).toBe(false);
    expect(nextReregistrationMode(true, '/')).toBe(false);
  });
});

describe('groupServices', () => {
  const features = [
    { id: 6, nome: 'Extrato de contribuição', href: '/services/extrato-contribuicao', icone: 'receipt' },
    { id: 1, nome: 'Regime de tributação', href: '/services/regime-tributacao', icone: 'landmark' },
    { id: 20, nome: 'Contracheque', href: '/services/contracheque', icone: 'file' },
    { id: 27, nome: 'Consultar empréstimos', href: '/services/emprestimos', icone: 'wallet' },
    { id: 0, nome: 'Acompanhar solicitações', href: '/services/requests', icone: 'list' },
    { id: 33, nome: 'Extrato de saldo', href: '/services/extrato-saldo', icone: 'chart' },
  ];

  it('puts each feature in its participant group, sorted by name', () => {
    expect(groupServices(features, PARTICIPANT_SERVICE_GROUPS, everyRouteBuilt).map((group) => [group.title, group.services.map((s) => s.id)])).toEqual([
      ['Meu plano', [1]],
      ['Minhas contribuições', [6, 33]],
      ['Meu benefício', [20]],
      ['Meus empréstimos', [27]],
      ['Minhas consultas', [0]],
    ]);
  });

  it('uses the admin groups for administrators and sends unknown ids to the last group', () => {
    const grouped = groupServices([...features, { id: 99, nome: 'Novo', href: '/services/novo', icone: 'x' }], ADMIN_SERVICE_GROUPS, everyRouteBuilt);
    expect(grouped.at(-1)).toEqual({ title: 'Outros', services: [{ id: 99, nome: 'Novo', href: '/services/novo', icone: 'x' }] });
  });

  it('leaves out services whose page is not built', () => {
    expect(groupServices(features, PARTICIPANT_SERVICE_GROUPS, () => false)).toEqual([]);
  });

  it('adds the base services (id 0) before grouping: Acompanhar solicitações lands in Minhas consultas and in Solicitações for administrators', () => {
    const onlyRequestsBuilt = (href: string) => href === '/services/requests';
    expect(groupServices(withBaseServices([]), PARTICIPANT_SERVICE_GROUPS, onlyRequestsBuilt)).toEqual([
      { title: 'Minhas consultas', services: [{ id: 0, nome: 'Acompanhar solicitações', href: '/services/requests', icone: 'list-checks' }] },
    ]);
    expect(groupServices(withBaseServices([]), ADMIN_SERVICE_GROUPS, onlyRequestsBuilt).map((group) => group.title)).toEqual(['Solicitações']);
  });

  it('keeps one entry per address when the server also sends a base service', () => {
    const services = withBaseServices([{ id: 0, nome: 'Outro nome', href: '/services/requests', icone: 'x' }, features[0]]);
    expect(services.filter((service) => service.href === '/services/requests')).toHaveLength(1);
    expect(services.at(-1)).toEqual(features[0]);
  });
});

describe('homePathFor (spec §4)', () => {
  it('sends a non-administrator with plan 1 in the loan kind to Serviços, everyone else home', () => {
    expect(homePathFor({ plano: { id: PLAN_ID.HPE, tipo: '2' } }, false)).toBe('/services');
    expect(homePathFor({ plano: { id: PLAN_ID.HPE, tipo: '2' } }, true)).toBe('/');
    expect(homePathFor({ plano: { id: PLAN_ID.HPE, tipo: '1' } }, false)).toBe('/');
    expect(homePathFor({ plano: { id: PLAN_ID.MAIS_VALOR, tipo: '2' } }, false)).toBe('/');
  });
});
