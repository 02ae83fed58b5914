/** The period of a contribution extract (service 6): months as AAAA-MM. */

export const DEFAULT_PERIOD_MONTHS = 12;
/** Ten years: the longest period one extract covers (the seed's whole history). */
export const MAX_PERIOD_MONTHS = 120;

export const PERIOD_MESSAGES = {
  endBeforeStart: 'O mês final deve ser igual ou posterior ao mês inicial.',
  tooLong: `O período pode ter no máximo ${MAX_PERIOD_MONTHS / 12} anos (${MAX_PERIOD_MONTHS} meses). Escolha um período menor.`,
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function toIndex(month: string): number {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Mês inválido: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function fromIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** AAAA-MM plus `count` months (negative goes back). */
export function addMonthsTo(month: string, count: number): string {
  return fromIndex(toIndex(month) + count);
}

/** Months from `start` to `end`, both included (0 when end is before start… negative). */
export function monthsInPeriod(start: string, end: string): number {
  return toIndex(end) - toIndex(start) + 1;
}

/** Every month from `start` to `end`, both included. */
export function listMonths(start: string, end: string): string[] {
  return Array.from({ length: Math.max(0, monthsInPeriod(start, end)) }, (_, index) => addMonthsTo(start, index));
}

/** AAAA-MM of a date's local month. */
export function monthOf(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The extract's period: the last 12 months up to `currentMonth` by default; with only `inicio`, up to the current
 * month; with only `fim`, the 12 months ending there. An end before the start or more than ten years is refused.
 */
export function resolvePeriod(query: { inicio?: string; fim?: string }, currentMonth: string): { inicio: string; fim: string } | { error: string } {
  const fim = query.fim ?? (query.inicio && query.inicio > currentMonth ? query.inicio : currentMonth);
  const inicio = query.inicio ?? addMonthsTo(fim, -(DEFAULT_PERIOD_MONTHS - 1));
  const length = monthsInPeriod(inicio, fim);
  if (length < 1) return { error: PERIOD_MESSAGES.endBeforeStart };
  if (length > MAX_PERIOD_MONTHS) return { error: PERIOD_MESSAGES.tooLong };
  return { inicio, fim };
}
