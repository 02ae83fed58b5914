/** Entries of the participants' command palette (spec §2.7): enabled features, base entries and per-category extras. */
import type { Funcionalidade } from './api-types';
import { CATEGORY_ID } from './constants';

export interface PaletteEntry {
  name: string;
  href: string;
}

/** The services with id 0 of spec §2.5: on for every plan, so the server's feature list never names them. */
export const BASE_SERVICES: readonly Funcionalidade[] = [
  { id: 0, nome: 'Acompanhar solicitações', href: '/services/requests', icone: 'list-checks' },
  { id: 0, nome: 'Fornecedores', href: '/services/fornecedores', icone: 'truck' },
  { id: 0, nome: 'Atas', href: '/services/atas', icone: 'book-open' },
  { id: 0, nome: 'Eleições', href: '/services/eleicoes', icone: 'vote' },
  { id: 0, nome: 'Declaração de concordância', href: '/services/declaracao-de-concordancia', icone: 'file-signature' },
];

/**
 * Always offered: the participant menu's pages (spec §2.6), the change of password of the sidebar's bottom menu, the
 * re-registration page, the services list and the base services. A page not built yet is left out by `buildPaletteEntries`.
 */
export const BASE_ENTRIES: readonly PaletteEntry[] = [
  { name: 'Início', href: '/' },
  { name: 'Informações Cadastrais', href: '/perfil' },
  { name: 'Beneficiários', href: '/dependentes?tipo=previdencial' },
  // Who receives the balance (issue 29): one tab of /dependentes, reached from here by every participant.
  { name: 'Beneficiários indicados', href: '/dependentes?tipo=indicados' },
  { name: 'Serviços', href: '/services' },
  { name: 'Documentos', href: '/documents' },
  { name: 'Extrato', href: '/extract' },
  { name: 'Chat', href: '/chat' },
  { name: 'Alterar senha', href: '/alterar-senha' },
  // Always offered: whoever has a campaign to answer finds it, and whoever heard of one learns there is none open.
  { name: 'Recadastramento', href: '/recadastramento' },
  ...BASE_SERVICES.map(({ nome, href }) => ({ name: nome, href })),
];

/**
 * The words people type for what a page holds, by address (the query string counts first, then the path alone):
 * 'endereço' finds the registration data, 'boleto' the sporadic contribution. Matched without accents or case.
 */
export const PALETTE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  '/': ['página inicial', 'home', 'painel', 'resumo', 'saldo', 'minhas contribuições', 'meu plano'],
  '/perfil': ['meus dados', 'dados pessoais', 'cadastro', 'endereço', 'CEP', 'telefone', 'celular', 'e-mail', 'email', 'contato', 'dados bancários', 'banco', 'conta'],
  '/dependentes?tipo=imposto-renda': ['dependente', 'beneficiário', 'imposto de renda', 'IR'],
  '/dependentes?tipo=previdencial': ['dependente', 'beneficiário', 'pensão', 'herdeiro', 'previdência'],
  '/dependentes?tipo=indicados': ['indicação', 'indicar', 'herdeiro', 'falecimento', 'morte'],
  '/dependentes': ['dependente', 'beneficiário'],
  '/extract': ['saldo', 'dinheiro', 'quanto tenho', 'reserva', 'rentabilidade', 'evolução'],
  '/services': ['serviço', 'solicitar', 'pedido', 'requerimento'],
  '/documents': ['documento', 'regulamento', 'estatuto', 'relatório anual', 'política de investimentos', 'arquivo'],
  '/chat': ['conversa', 'mensagem', 'atendimento', 'fale conosco', 'contato', 'dúvida', 'ajuda', 'suporte'],
  '/recadastramento': ['recadastro', 'atualização cadastral', 'atualizar cadastro', 'prova de vida', 'censo', 'campanha'],
  '/alterar-senha': ['senha', 'trocar senha', 'mudar senha', 'nova senha', 'segurança', 'acesso'],
  '/services/requests': ['solicitação', 'pedido', 'protocolo', 'andamento', 'situação', 'status'],
  '/services/fornecedores': ['fornecedor', 'prestador', 'empresa'],
  '/services/atas': ['ata', 'reunião', 'conselho', 'assembleia'],
  '/services/eleicoes': ['eleição', 'votar', 'voto', 'candidato', 'conselho', 'comprovante'],
  '/services/declaracao-de-concordancia': ['declaração', 'concordância', 'aceite', 'aceitar', 'termo', 'regulamento', 'estatuto', 'privacidade', 'LGPD'],
  '/services/convidar-participante': ['convidar', 'convite', 'indicar', 'indicação', 'amigo', 'família'],
  '/services/pep': ['PEP', 'politicamente exposta', 'cargo público', 'político'],
  '/services/fatca': ['FATCA', 'Estados Unidos', 'EUA', 'americano', 'green card'],
  '/services/residente-exterior': ['exterior', 'morar fora', 'outro país', 'residência fiscal'],
  '/services/regime-tributacao': ['imposto', 'tributação', 'tabela progressiva', 'tabela regressiva', 'IR'],
  '/services/simulador-regime-tributacao': ['imposto', 'comparar', 'simulação', 'progressivo', 'regressivo', 'tabela progressiva', 'tabela regressiva', 'IR'],
  '/services/extrato-saldo': ['saldo', 'extrato', 'reserva', 'quanto tenho', 'cotas'],
  '/services/extrato-contribuicao': ['extrato', 'contribuição', 'contribuições', 'desconto'],
  '/services/demonstrativo-contribuicao': ['demonstrativo', 'contribuição', 'extrato'],
  '/services/gerar-contribuicao': ['boleto', 'aporte', 'contribuição extra', 'pagar', 'PIX'],
  '/services/alterar-contribuicao': ['contribuição', 'percentual', 'valor', 'mudar contribuição'],
  '/services/suspend-contribution': ['suspender', 'parar de contribuir', 'contribuição'],
  '/services/contracheque': ['holerite', 'pagamento', 'benefício', 'quanto recebo', 'demonstrativo'],
  '/services/extrato-ir-regressivo': ['imposto', 'regressivo', 'alíquota', 'IR', 'tabela regressiva'],
  '/services/report-income': ['informe', 'imposto de renda', 'IR', 'declaração', 'rendimentos'],
  '/services/exemption-65': ['isenção', 'isento', '65 anos', 'idoso', 'imposto de renda', 'IR', 'parcela isenta'],
  '/services/exemption-molestia-grave': ['isenção', 'isento', 'doença grave', 'moléstia grave', 'laudo', 'câncer', 'imposto de renda', 'IR'],
  '/services/simulador-beneficio': ['simulação', 'simular', 'aposentadoria', 'benefício futuro'],
  '/services/benefit-request': ['aposentadoria', 'aposentar', 'benefício', 'requerer'],
  '/services/emprestimos': ['empréstimo', 'crédito', 'parcela', 'boleto'],
  '/services/emprestimos/solicitacao': ['empréstimo', 'crédito', 'pedir dinheiro'],
  '/services/saque-a-vista': ['saque', 'sacar', 'dinheiro', 'retirada'],
  '/services/resgate': ['resgate', 'sacar', 'sair do plano', 'retirada'],
  '/services/portabilidade': ['portabilidade', 'transferir', 'outro plano', 'outra previdência'],
  '/services/perfil-investimentos': ['investimento', 'perfil', 'conservador', 'arrojado', 'risco'],
};

/** The words of an entry: those of its address, or of its path when the address with its query has none. */
export function keywordsOf(entry: PaletteEntry): readonly string[] {
  return PALETTE_KEYWORDS[entry.href] ?? PALETTE_KEYWORDS[entry.href.split('?')[0]] ?? [];
}

/** Spec §6: taxpayers, assisted people and pensioners unlock extra entries (services.md). */
export const CATEGORY_EXTRAS: Readonly<Record<number, readonly PaletteEntry[]>> = {
  [CATEGORY_ID.TAXPAYER]: [
    { name: 'Extrato de contribuição', href: '/services/extrato-contribuicao' },
    { name: 'Extrato de saldo', href: '/services/extrato-saldo' },
    { name: 'Simulador de benefício', href: '/services/simulador-beneficio' },
    { name: 'Simulador de regime de tributação', href: '/services/simulador-regime-tributacao' },
  ],
  [CATEGORY_ID.ASSISTED]: [
    { name: 'Contracheque', href: '/services/contracheque' },
    { name: 'Informe de rendimentos', href: '/services/report-income' },
    { name: 'Beneficiários de IR', href: '/dependentes?tipo=imposto-renda' },
    { name: 'Beneficiários Previdencial', href: '/dependentes?tipo=previdencial' },
    { name: 'Beneficiários indicados', href: '/dependentes?tipo=indicados' },
  ],
  [CATEGORY_ID.PENSIONER]: [
    { name: 'Contracheque', href: '/services/contracheque' },
    { name: 'Informe de rendimentos', href: '/services/report-income' },
    { name: 'Beneficiários de IR', href: '/dependentes?tipo=imposto-renda' },
    { name: 'Beneficiários Previdencial', href: '/dependentes?tipo=previdencial' },
    { name: 'Beneficiários indicados', href: '/dependentes?tipo=indicados' },
  ],
};

/**
 * The palette's list: features + base + extras of the category, one entry per address, only for pages that
 * exist (`isBuilt`), sorted by name in Portuguese order.
 */
export function buildPaletteEntries(
  funcionalidades: readonly Pick<Funcionalidade, 'nome' | 'href'>[],
  idCategoria: number | null,
  isBuilt: (href: string) => boolean,
): PaletteEntry[] {
  // The first name of an address wins: the category's ('Beneficiários Previdencial' for assisted people and
  // pensioners, as in their menu), then the base entries, then the server's features.
  const candidates: PaletteEntry[] = [
    ...(idCategoria !== null ? (CATEGORY_EXTRAS[idCategoria] ?? []) : []),
    ...BASE_ENTRIES,
    ...funcionalidades.map(({ nome, href }) => ({ name: nome, href })),
  ];
  const byHref = new Map<string, PaletteEntry>();
  for (const entry of candidates) {
    if (entry.href && !byHref.has(entry.href) && isBuilt(entry.href)) byHref.set(entry.href, entry);
  }
  return [...byHref.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** Lower case without accents, so 'servicos' finds 'Serviços'. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/**
 * Entries where every typed word is in the name or in one of the entry's keywords, ignoring case and accents: those
 * found by name first, then those found by keyword, each group in the given order.
 */
export function filterPaletteEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const byName: PaletteEntry[] = [];
  const byKeyword: PaletteEntry[] = [];
  for (const entry of entries) {
    const name = normalizeSearch(entry.name);
    const keywords = keywordsOf(entry).map(normalizeSearch);
    if (words.every((word) => name.includes(word))) byName.push(entry);
    else if (words.every((word) => name.includes(word) || keywords.some((keyword) => keyword.includes(word)))) byKeyword.push(entry);
  }
  return [...byName, ...byKeyword];
}

/** The entry of the page being shown (disabled in the palette); query strings count for links that have them. */
export function isCurrentEntry(entry: PaletteEntry, asPath: string): boolean {
  const [path, query = ''] = asPath.split('#')[0].split('?');
  const [entryPath, entryQuery] = entry.href.split('?');
  const samePath = (path.replace(/\/$/, '') || '/') === (entryPath.replace(/\/$/, '') || '/');
  if (!samePath) return false;
  if (!entryQuery) return true;
  const current = new URLSearchParams(query);
  return [...new URLSearchParams(entryQuery)].every(([key, value]) => current.get(key) === value);
}

/** Birth date yyyy-MM-dd shown as dd/MM/yyyy, without time zone shifts. */
export function formatBirthDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}
