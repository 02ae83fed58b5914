import { parseJSON } from 'date-fns';

/**
 * Dates in pt-BR (ui.md "Numbers, dates, text") as the API sends them, without Intl (its locale data costs a page's
 * first render 20–50 ms). Amounts are in format-decimal.ts: apart, so that a page carries only the helpers it shows.
 */

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

const DATE_ONLY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
const CALENDAR_DAY = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

/** Whether the text's calendar day exists: the Date constructor and parseJSON roll 2026-13-45 over to 14/02/2027. */
function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 1)];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A bare date (yyyy-MM-dd, or a month's yyyy-MM: its first day) is a local day; a date-time (the API writes them all
 * in UTC, with Z) is shown in local time. parseJSON, not parseISO: it reads the API's date-times for a fraction of
 * parseISO's weight, which every page's first load carried.
 */
function localDate(value: string): Date {
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3] ?? 1)) : parseJSON(value);
  if (Number.isNaN(date.getTime()) || !isCalendarDay(value)) throw new RangeError(`Data inválida: ${value}`);
  return date;
}

/** yyyy-MM-dd or an ISO date-time → 22/11/2026. */
export function formatDateBr(value: string): string {
  const date = localDate(value);
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/** An ISO date-time → 22/11/2026 14:30 (local time); `às` between them where a sentence reads better. */
export function formatDateTimeBr(value: string, separator: ' ' | ' às ' = ' '): string {
  const date = localDate(value);
  return `${formatDateBr(value)}${separator}${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A competence month → nov/2026. */
export function formatMonthBr(value: string): string {
  const date = localDate(value);
  return `${MONTHS[date.getMonth()]}/${date.getFullYear()}`;
}
