/**
 * The filters of the money pages as they live in the address (issue 26: a shared or reloaded link shows the same
 * period): read from the query string and written back to it. A value that is missing, malformed or out of range is
 * dropped and the page's default applies, without an error: an address is not a form to correct.
 */
import { CONTRIBUTION_TYPES, type ContributionType } from './accounts';
import { DEFAULT_PERIOD_MONTHS, addMonthsTo, resolvePeriod } from './extracts-period';

/** A query string as Next's router gives it. */
export type UrlQuery = Partial<Record<string, string | string[] | undefined>>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

/** A parameter given once (a repeated one is ambiguous, so it counts as absent). */
export function singleParam(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

const monthParam = (value: string | undefined) => (value !== undefined && MONTH.test(value) ? value : undefined);

/** The contribution extract's filter (service 6): a period of months and, optionally, one contribution type. */
export interface ContributionFilter {
  inicio: string;
  fim: string;
  tipo?: ContributionType;
}

/** The last 12 months up to `currentMonth`, every type: the extract's default. */
export function defaultContributionFilter(currentMonth: string): ContributionFilter {
  return { inicio: addMonthsTo(currentMonth, -(DEFAULT_PERIOD_MONTHS - 1)), fim: currentMonth };
}

/**
 * `?inicio=AAAA-MM&fim=AAAA-MM&tipo=basica` → the filter. Each month that is not a month is dropped and the period is
 * completed as the API completes it (resolvePeriod: only a start runs to the current month, only an end takes the 12
 * months before it); a period the API would refuse (end before start, over ten years) gives the default period. An
 * unknown type means every type.
 */
export function contributionFilterFromQuery(query: UrlQuery, currentMonth: string): ContributionFilter {
  const period = resolvePeriod({ inicio: monthParam(singleParam(query.inicio)), fim: monthParam(singleParam(query.fim)) }, currentMonth);
  const tipo = singleParam(query.tipo);
  const isType = (CONTRIBUTION_TYPES as readonly string[]).includes(tipo ?? '');
  return { ...('error' in period ? defaultContributionFilter(currentMonth) : period), ...(isType ? { tipo: tipo as ContributionType } : {}) };
}

/** The filter as query parameters (undefined removes one: no type means every type). */
export function contributionFilterToQuery(filter: ContributionFilter): Record<string, string | undefined> {
  return { inicio: filter.inicio, fim: filter.fim, tipo: filter.tipo };
}

/** One paycheck of the list (service 20): a month, and whether it is the 13th (abono anual) of that month. */
export interface PaycheckChoice {
  competencia: string;
  tipo: 'mensal' | 'abono_anual';
}

/** `?competencia=AAAA-MM[&tipo=abono_anual]` → the paycheck asked for, or null (the newest is shown). */
export function paycheckChoiceFromQuery(query: UrlQuery): PaycheckChoice | null {
  const competencia = monthParam(singleParam(query.competencia));
  if (!competencia) return null;
  const tipo = singleParam(query.tipo);
  if (tipo !== undefined && tipo !== 'mensal' && tipo !== 'abono_anual') return null;
  return { competencia, tipo: tipo === 'abono_anual' ? 'abono_anual' : 'mensal' };
}

export function paycheckChoiceToQuery(choice: PaycheckChoice): Record<string, string | undefined> {
  return { competencia: choice.competencia, tipo: choice.tipo === 'abono_anual' ? 'abono_anual' : undefined };
}

/** `?ano=AAAA` → the year asked for, or null (the page shows its newest). Whether it has data is the page's to check. */
export function yearFromQuery(query: UrlQuery): number | null {
  const ano = singleParam(query.ano);
  return ano !== undefined && YEAR.test(ano) ? Number(ano) : null;
}

/** The item of `items` that `wanted` names (by `same`), else the first: an address naming nothing on the list shows the default. */
export function chosenOrFirst<T, W>(items: readonly T[], wanted: W | null, same: (item: T, wanted: W) => boolean): T | undefined {
  return (wanted === null ? undefined : items.find((item) => same(item, wanted))) ?? items[0];
}
