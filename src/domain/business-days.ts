import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { isBusinessDay as isLibraryBusinessDay } from '@brazilian-utils/brazilian-utils/is-business-day';

/**
 * The fund's calendar (domain-rules.md): its day in Brasília time, and business days (dias úteis) for legal
 * deadlines and payment slips. Weekends and Brazilian national holidays, fixed and Easter-based, come from
 * @brazilian-utils. It lists Carnival Tuesday (and Corpus Christi) as optional holidays; banks and the fund close on
 * Carnival Monday too, so the day before the library's Tuesday is skipped as well. Days are ISO (yyyy-MM-dd).
 */

/** The fund's time zone: its calendar day is Brasília's, wherever the server runs (servers usually keep UTC). */
export const FUND_TIME_ZONE = 'America/Sao_Paulo';

const fundDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: FUND_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today in Brasília time (yyyy-MM-dd): the fund's calendar day, whatever the server's time zone. The one clock of
 * every date the fund computes (a lot's age, the quota of the day, the current month and year): never the server's
 * day (`toISOString().slice(0, 10)` is UTC's, which runs 3 hours ahead: from 21:00 in Brasília it is already tomorrow).
 */
export function fundToday(now: Date = new Date()): string {
  return fundDayFormat.format(now);
}

/** The fund's current month (yyyy-MM). */
export function fundMonth(now: Date = new Date()): string {
  return fundToday(now).slice(0, 7);
}

/** The fund's current year. */
export function fundYear(now: Date = new Date()): number {
  return Number(fundToday(now).slice(0, 4));
}

const pad = (value: number) => String(value).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Local calendar components at noon: the holiday library reads the local day, and noon keeps clear of DST edges. */
function localNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const result = new Date(year, month - 1, date, 12);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(result.getTime())) throw new RangeError(`Data inválida: ${day}`);
  return result;
}

function isCarnivalMonday(date: Date): boolean {
  const tuesday = getHolidays({ year: date.getFullYear() }).find((holiday) => holiday.name.startsWith('Carnaval'));
  if (!tuesday) return false;
  const monday = new Date(tuesday.date.getFullYear(), tuesday.date.getMonth(), tuesday.date.getDate() - 1);
  return localDay(monday) === localDay(date);
}

/** A day banks and the fund work: not a weekend, a national holiday (Easter-based ones included) or Carnival. */
export function isBusinessDay(day: string): boolean {
  const date = localNoon(day);
  return isLibraryBusinessDay(date) && !isCarnivalMonday(date);
}

/** The day `amount` business days after `day` (the day itself does not count). */
export function addBusinessDays(day: string, amount: number): string {
  const date = localNoon(day);
  for (let counted = 0; counted < amount; ) {
    date.setDate(date.getDate() + 1);
    if (isBusinessDay(localDay(date))) counted += 1;
  }
  return localDay(date);
}

/** The first business day of a month ('2026-12' → '2026-12-01', a Tuesday). */
export function firstBusinessDayOf(month: string): string {
  const first = `${month}-01`;
  return isBusinessDay(first) ? first : addBusinessDays(first, 1);
}

/** A day plus calendar days. */
export function addCalendarDays(day: string, amount: number): string {
  const date = localNoon(day);
  date.setDate(date.getDate() + amount);
  return localDay(date);
}
