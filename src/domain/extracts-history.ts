import type { ApiValidationError } from './api-types';
import { addMonthsTo, monthsInPeriod } from './extracts-period';
import { formatMonthBr } from './format-date';

/**
 * The period of the balance history (service 33, issue 30): `?periodo=12m|5a|tudo` or `?inicio=AAAA-MM&fim=AAAA-MM`.
 * Months as AAAA-MM, both ends included; the default is the last 12 months, the current one included.
 */

export const BALANCE_PERIODS = ['12m', '5a', 'tudo'] as const;
export type BalancePeriod = (typeof BALANCE_PERIODS)[number];

/** The periods as the balance pages offer them. */
export const BALANCE_PERIOD_LABELS: Record<BalancePeriod, string> = { '12m': '12 meses', '5a': '5 anos', tudo: 'Tudo' };

/** Months of each named period, the current month included: 5a is 60 points as 12m is 12. */
export const BALANCE_PERIOD_MONTHS: Record<Exclude<BalancePeriod, 'tudo'>, number> = { '12m': 12, '5a': 60 };

/** The indexes the plan's return is compared with (codes of settings/indexadores). */
export const COMPARISON_INDEXES = { ipca: 'IPCA', cdi: 'CDI' } as const;

/** Fifty years: the longest history one answer carries (600 month-end balances). */
export const MAX_HISTORY_MONTHS = 600;

export const HISTORY_MESSAGES = {
  bothForms: 'Informe o período de uma só forma: periodo (12m, 5a ou tudo) ou inicio e fim, não os dois.',
  endBeforeStart: 'O mês final deve ser igual ou posterior ao mês inicial.',
  futureEnd: 'O mês final não pode ser posterior ao mês atual.',
  futureStart: 'O mês inicial não pode ser posterior ao mês atual.',
  tooLong: `O período pode ter no máximo ${MAX_HISTORY_MONTHS} meses (${MAX_HISTORY_MONTHS / 12} anos). Escolha um período menor.`,
} as const;

export interface BalanceHistoryQuery {
  periodo?: BalancePeriod;
  inicio?: string;
  fim?: string;
}

export interface MonthRange {
  inicio: string;
  fim: string;
}

const refuse = (field: string, message: string, type: string) => ({ errors: [{ path: `querystring/${field}`, message, type }] as ApiValidationError[] });

/**
 * The months of the balance history up to `currentMonth`, or why the query is refused.
 * - none: the last 12 months; `12m`, `5a`: the last 12 or 60 months;
 * - `tudo`: from `firstMonth` (the link's first month with a balance) — the current month alone when it has none, and
 *   the latest 600 months when its history is longer;
 * - `inicio`/`fim`: as the contribution extract reads them, only a start runs to the current month and only an end
 *   takes the 12 months up to it. Refused: both forms together, an end before the start, an end (or a lone start)
 *   after the current month, more than 600 months (`tudo` is never refused).
 */
export function resolveBalancePeriod(query: BalanceHistoryQuery, currentMonth: string, firstMonth: string | null): MonthRange | { errors: ApiValidationError[] } {
  const hasRange = query.inicio !== undefined || query.fim !== undefined;
  if (query.periodo !== undefined && hasRange) return refuse('periodo', HISTORY_MESSAGES.bothForms, 'periodo');
  if (query.periodo === 'tudo') {
    const start = firstMonth === null || firstMonth > currentMonth ? currentMonth : firstMonth;
    const earliest = addMonthsTo(currentMonth, -(MAX_HISTORY_MONTHS - 1));
    return { inicio: start < earliest ? earliest : start, fim: currentMonth };
  }
  if (!hasRange) return { inicio: addMonthsTo(currentMonth, -(BALANCE_PERIOD_MONTHS[query.periodo ?? '12m'] - 1)), fim: currentMonth };
  const fim = query.fim ?? currentMonth;
  const inicio = query.inicio ?? addMonthsTo(fim, -(BALANCE_PERIOD_MONTHS['12m'] - 1));
  if (query.fim !== undefined && fim > currentMonth) return refuse('fim', HISTORY_MESSAGES.futureEnd, 'futuro');
  if (query.fim === undefined && inicio > currentMonth) return refuse('inicio', HISTORY_MESSAGES.futureStart, 'futuro');
  const length = monthsInPeriod(inicio, fim);
  if (length < 1) return refuse(query.fim === undefined ? 'inicio' : 'fim', HISTORY_MESSAGES.endBeforeStart, 'periodo');
  if (length > MAX_HISTORY_MONTHS) return refuse('inicio', HISTORY_MESSAGES.tooLong, 'periodo');
  return { inicio, fim };
}

/**
 * The months over which the plan's quota is compared with the indexes: a month's return is its month-end quota value
 * over the previous month-end's, as an index's month is its change in that month. So the comparison starts once the
 * series has a value at the end of the month before (the month after the series' first month) and ends at the series'
 * last month; null when no month of the period is left.
 */
export function comparisonMonths(period: MonthRange, seriesFirstMonth: string, seriesLastMonth: string): MonthRange | null {
  const afterFirst = addMonthsTo(seriesFirstMonth, 1);
  const inicio = period.inicio < afterFirst ? afterFirst : period.inicio;
  const fim = period.fim > seriesLastMonth ? seriesLastMonth : period.fim;
  return inicio <= fim ? { inicio, fim } : null;
}

/** The chart's title for a period; `tudo` names its first month (the first with a balance), when there is one. */
export function balanceHistoryTitle(period: BalancePeriod, firstMonth: string | undefined): string {
  if (period === 'tudo') return firstMonth ? `Evolução do saldo desde ${formatMonthBr(`${firstMonth}-01`)}` : 'Evolução do saldo desde o início';
  return `Evolução do saldo nos últimos ${BALANCE_PERIOD_LABELS[period]}`;
}

/** The months of a range named for reading: 'de abr/2026 a mar/2027 (12 meses)', 'em mar/2027 (1 mês)'. */
export function describeMonths({ inicio, fim }: MonthRange): string {
  const count = monthsInPeriod(inicio, fim);
  const length = count === 1 ? '1 mês' : `${count} meses`;
  if (inicio === fim) return `em ${formatMonthBr(`${inicio}-01`)} (${length})`;
  return `de ${formatMonthBr(`${inicio}-01`)} a ${formatMonthBr(`${fim}-01`)} (${length})`;
}
