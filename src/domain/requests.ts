/** Request (requisição) rules shared by the API and the web: statuses and the pagination of spec §4 (deadlines: request-deadlines.ts). */

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

/** Protocol shown to the participant: year of the request and its number, e.g. 2026000042. */
export function formatProtocol(year: number, sequence: number): string {
  return `${year}${String(sequence).padStart(6, '0')}`;
}
