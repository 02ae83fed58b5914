import { addBusinessDays, addDays } from 'date-fns';

/** Request (requisição) rules shared by the API and the web: pagination of spec §4 and the legal deadlines. */

export const REQUEST_PAGE_SIZE = 5;

export const REQUEST_STATUS = {
  RECEIVED: 1,
  IN_REVIEW: 2,
  PENDING_DOCUMENTS: 3,
  DONE: 4,
  CANCELLED: 5,
  REJECTED: 6,
} as const;

/** Number of pages for a total; an empty list still has one (empty) page. */
export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Spec §4: zero-based pages; next only if page < totalPage − 1, previous only if page > 0. */
export function canGoToNextPage(page: number, totalPage: number): boolean {
  return page < totalPage - 1;
}

export function canGoToPreviousPage(page: number): boolean {
  return page > 0;
}

/** 'Página 1 de 3': people count pages from 1 while the API counts from 0; an empty list is one page. */
export function pageLabel(page: number, totalPage: number): string {
  return `Página ${page + 1} de ${Math.max(totalPage, 1)}`;
}

/** The plan choices whose concluded requests change the plan link (requisicoes/effects.ts), and their siblings. */
export const CHOICE_FUNCTIONALITY = {
  REGIME_TRIBUTACAO: 1,
  ALTERAR_CONTRIBUICAO: 8,
  SUSPENDER_CONTRIBUICAO: 9,
  PERFIL_INVESTIMENTO: 10,
} as const;

/** The services whose requests carry the deadlines of Resolução CNPC 50/2022 and PREVIC 23/2023 (domain-rules.md). */
export const EXIT_OPTION_FUNCTIONALITIES = { RESGATE: 14, PORTABILIDADE: 15, BPD: 16, AUTOPATROCINIO: 17, OPCOES_DESLIGAMENTO: 30 } as const;

export interface RequestDeadline {
  descricao: string;
  /** ISO date (yyyy-mm-dd). */
  data: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The due dates shown as a timeline on exit-option and portability requests: the statement of values within
 * 30 days; for portability, the form to the receiving fund within 5 business days of the request and the
 * money within 10 business days after that.
 */
export function requestDeadlines(idFuncionalidade: number, requestedAt: Date): RequestDeadline[] {
  const ids: number[] = Object.values(EXIT_OPTION_FUNCTIONALITIES);
  if (!ids.includes(idFuncionalidade)) return [];
  const statement = addDays(requestedAt, 30);
  const deadlines: RequestDeadline[] = [{ descricao: 'Extrato com os valores das opções (até 30 dias)', data: isoDate(statement) }];
  if (idFuncionalidade === EXIT_OPTION_FUNCTIONALITIES.PORTABILIDADE) {
    const form = addBusinessDays(requestedAt, 5);
    deadlines.push(
      { descricao: 'Termo de portabilidade enviado à entidade receptora (até 5 dias úteis)', data: isoDate(form) },
      { descricao: 'Transferência dos recursos à entidade receptora (até 10 dias úteis)', data: isoDate(addBusinessDays(form, 10)) },
    );
  }
  return deadlines.sort((a, b) => a.data.localeCompare(b.data));
}

/** Protocol shown to the participant: year of the request and its number, e.g. 2026000042. */
export function formatProtocol(year: number, sequence: number): string {
  return `${year}${String(sequence).padStart(6, '0')}`;
}
