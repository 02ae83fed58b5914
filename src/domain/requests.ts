import { addBusinessDays, addCalendarDays, fundToday } from './business-days';
import { requestServiceDefinition } from './request-services';

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

export interface RequestDeadline {
  descricao: string;
  /** ISO date (yyyy-mm-dd). */
  data: string;
}

export const STATEMENT_DAYS = 30;
export const PORTABILITY_FORM_BUSINESS_DAYS = 5;
export const PORTABILITY_TRANSFER_BUSINESS_DAYS = 10;

/**
 * The due dates shown as a timeline on a request (Resolução CNPC 50/2022, Resolução PREVIC 23/2023), counted from
 * the fund's day of the request: the statement of values within 30 days; for portability, the form to the receiving
 * fund within 5 business days and the money within 10 business days after that. Which ones a request carries is
 * its service's definition (request-services.ts), e.g. only a portability choice among the exit options.
 */
export function requestDeadlines(idFuncionalidade: number, dados: Record<string, unknown>, requestedAt: Date): RequestDeadline[] {
  const kinds = requestServiceDefinition(idFuncionalidade)?.prazos(dados) ?? [];
  const day = fundToday(requestedAt);
  const deadlines: RequestDeadline[] = [];
  if (kinds.includes('extrato-valores')) deadlines.push({ descricao: `Extrato com os valores das opções (até ${STATEMENT_DAYS} dias)`, data: addCalendarDays(day, STATEMENT_DAYS) });
  if (kinds.includes('portabilidade')) {
    const form = addBusinessDays(day, PORTABILITY_FORM_BUSINESS_DAYS);
    deadlines.push(
      { descricao: `Termo de portabilidade enviado à entidade receptora (até ${PORTABILITY_FORM_BUSINESS_DAYS} dias úteis)`, data: form },
      { descricao: `Transferência dos recursos à entidade receptora (até ${PORTABILITY_TRANSFER_BUSINESS_DAYS} dias úteis)`, data: addBusinessDays(form, PORTABILITY_TRANSFER_BUSINESS_DAYS) },
    );
  }
  return deadlines.sort((a, b) => a.data.localeCompare(b.data));
}

/** Protocol shown to the participant: year of the request and its number, e.g. 2026000042. */
export function formatProtocol(year: number, sequence: number): string {
  return `${year}${String(sequence).padStart(6, '0')}`;
}
