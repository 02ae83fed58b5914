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
];

/** Always offered: home, the services list and the base services. */
export const BASE_ENTRIES: readonly PaletteEntry[] = [
  { name: 'Início', href: '/' },
  { name: 'Serviços', href: '/services' },
  ...BASE_SERVICES.map(({ nome, href }) => ({ name: nome, href })),
];

/** Spec §6: taxpayers, assisted people and pensioners unlock extra entries (services.md). */
export const CATEGORY_EXTRAS: Readonly<Record<number, readonly PaletteEntry[]>> = {
  [CATEGORY_ID.TAXPAYER]: [
    { name: 'Extrato de contribuição', href: '/services/extrato-contribuicao' },
    { name: 'Extrato de saldo', href: '/services/extrato-saldo' },
    { name: 'Simulador de benefício', href: '/services/simulador-beneficio' },
  ],
  [CATEGORY_ID.ASSISTED]: [
    { name: 'Contracheque', href: '/services/contracheque' },
    { name: 'Informe de rendimentos', href: '/services/report-income' },
    { name: 'Beneficiários de IR', href: '/dependentes?tipo=imposto-renda' },
    { name: 'Beneficiários Previdencial', href: '/dependentes?tipo=previdencial' },
  ],
  [CATEGORY_ID.PENSIONER]: [
    { name: 'Contracheque', href: '/services/contracheque' },
    { name: 'Informe de rendimentos', href: '/services/report-income' },
    { name: 'Beneficiários de IR', href: '/dependentes?tipo=imposto-renda' },
    { name: 'Beneficiários Previdencial', href: '/dependentes?tipo=previdencial' },
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
  const candidates: PaletteEntry[] = [
    ...BASE_ENTRIES,
    ...funcionalidades.map(({ nome, href }) => ({ name: nome, href })),
    ...(idCategoria !== null ? (CATEGORY_EXTRAS[idCategoria] ?? []) : []),
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

/** Entries whose name contains every typed word, keeping the name order. */
export function filterPaletteEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const name = normalizeSearch(entry.name);
    return words.every((word) => name.includes(word));
  });
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
