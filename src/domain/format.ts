import { parseISO } from 'date-fns';
import { applyDigitMask, MASK } from './masks';

/**
 * Display helpers of ui.md ("Numbers, dates, text") for values as the API sends them. Numbers are formatted from
 * their decimal string (Intl formats a numeric string exactly, rounding half away from zero, as Money does): no
 * float in between, and no decimal library in the pages that only show amounts.
 */

/** A decimal string, a number or a Money value: anything with an exact decimal text. */
export type DecimalText = string | number | { toFixed(): string };

function decimalLiteral(value: DecimalText): Intl.StringNumericLiteral {
  return (typeof value === 'object' ? value.toFixed() : String(value)) as Intl.StringNumericLiteral;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 (ui.md). */
export function formatBrl(value: DecimalText): string {
  return brl.format(decimalLiteral(value));
}

const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

// Dates are written from the browser's own pt-BR data (Intl) in local time: date-fns' format and its pt-BR locale
// would weigh ~8 kB gzip on every page that shows a date. date-fns still reads them (parseISO: a bare date is local).
const DATE = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const MONTH = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric' });

type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
function partsOf(format: Intl.DateTimeFormat, value: string): DateParts {
  return Object.fromEntries(format.formatToParts(parseISO(value)).map(({ type, value: part }) => [type, part]));
}

/** yyyy-MM-dd or an ISO date-time → 22/11/2026. */
export function formatDateBr(value: string): string {
  const { day, month, year } = partsOf(DATE, value);
  return `${day}/${month}/${year}`;
}

/** An ISO date-time → 22/11/2026 14:30 (local time); `às` between them where a sentence reads better. */
export function formatDateTimeBr(value: string, separator: ' ' | ' às ' = ' '): string {
  const { day, month, year, hour, minute } = partsOf(DATE_TIME, value);
  return `${day}/${month}/${year}${separator}${hour}:${minute}`;
}

/** A competence month → nov/2026. */
export function formatMonthBr(value: string): string {
  const { month = '', year } = partsOf(MONTH, value);
  return `${month.replace(/\.$/, '')}/${year}`;
}

/** A decimal string or number → `6,00 %` (two decimals, comma, a space before the sign as ui.md shows). */
export function formatPercent(value: DecimalText): string {
  return `${percent.format(decimalLiteral(value))} %`;
}

/** CEP as typed or stored → 00000-000; digits past the eighth ignored. */
export function formatCep(value: string): string {
  return applyDigitMask(value, MASK.CEP);
}
