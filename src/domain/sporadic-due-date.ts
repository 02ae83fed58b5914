import { addBusinessDays } from './business-days';
import { lastBoletoDayOfYear } from './retirement-planning-december';

/**
 * Days to pay a sporadic slip. Not the plan's monthly due day: that day suits the monthly debit, but for a payment
 * the participant starts now it would fall anywhere from tomorrow to a month ahead. Three business days (national
 * holidays skipped, as bank clearing does) is what banks commonly give a slip issued on request.
 * (Apart from sporadic-contribution.ts so the pages that show the value rules do not load the holiday calendar.)
 */
export const SPORADIC_DUE_BUSINESS_DAYS = 3;

/**
 * The due date of a slip issued on `today` (yyyy-MM-dd): SPORADIC_DUE_BUSINESS_DAYS bank business days later, but
 * never past the year's last banking day when issued on or before it: a contribution made for this year's tax
 * deduction (the December room of the retirement planning) must be payable, and paid, within the year.
 */
export function sporadicDueDate(today: string): string {
  const due = addBusinessDays(today, SPORADIC_DUE_BUSINESS_DAYS);
  const lastBankingDay = lastBoletoDayOfYear(Number(today.slice(0, 4)));
  return today <= lastBankingDay && due > lastBankingDay ? lastBankingDay : due;
}
