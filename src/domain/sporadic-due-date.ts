import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { isBusinessDay } from '@brazilian-utils/brazilian-utils/is-business-day';

/**
 * Days to pay a sporadic slip. Not the plan's monthly due day: that day suits the monthly debit, but for a payment
 * the participant starts now it would fall anywhere from tomorrow to a month ahead. Three business days (national
 * holidays skipped, as bank clearing does) is what banks commonly give a slip issued on request.
 * (Apart from sporadic-contribution.ts so the pages that show the value rules do not load the holiday calendar.)
 */
export const SPORADIC_DUE_BUSINESS_DAYS = 3;

/** Today in Brasília time (yyyy-MM-dd): the fund's calendar day, whatever the server's time zone. */
export function fundToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const pad = (value: number) => String(value).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Carnival Monday: banks close on it as on the Tuesday (domain-rules.md), but the holiday library lists only the
 * Tuesday, so the Monday is the day before the library's Tuesday.
 */
function isCarnivalMonday(date: Date): boolean {
  const tuesday = getHolidays({ year: date.getFullYear() }).find((holiday) => holiday.name.startsWith('Carnaval'));
  if (!tuesday) return false;
  const monday = new Date(tuesday.date.getFullYear(), tuesday.date.getMonth(), tuesday.date.getDate() - 1);
  return localDay(monday) === localDay(date);
}

/** A day banks clear payments: not a weekend, a national holiday (Easter-based ones included) or Carnival. */
export function isBankBusinessDay(date: Date): boolean {
  return isBusinessDay(date) && !isCarnivalMonday(date);
}

/** The due date of a slip issued on `today` (yyyy-MM-dd): SPORADIC_DUE_BUSINESS_DAYS bank business days later. */
export function sporadicDueDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  // Local calendar components at noon: the holiday library reads the local day, and noon keeps clear of DST edges.
  const date = new Date(year, month - 1, day, 12);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Data inválida: ${today}`);
  for (let counted = 0; counted < SPORADIC_DUE_BUSINESS_DAYS; ) {
    date.setDate(date.getDate() + 1);
    if (isBankBusinessDay(date)) counted += 1;
  }
  return localDay(date);
}
