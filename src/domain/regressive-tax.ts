import { Money, toCents } from './money';

/**
 * Regressive income tax on pension plan benefits and redemptions (Lei 11.053/2004, art. 1º; domain-rules.md): each
 * contribution lot bears the rate of the time it has spent in the plan, final tax at source.
 *
 * Boundary: a lot "completes" N years on its N-th anniversary. The law reads "prazo de acumulação inferior ou igual a
 * 2 anos: 35 %; superior a 2 anos e inferior ou igual a 4 anos: 30 %…"; we count whole years the way the civil code
 * counts a period in years (art. 132, § 3º: it ends on the day of the same number), so on the day of the 2nd
 * anniversary the lot has 2 completed years and is "past 2 years": 30 %. The day before, 35 %.
 *
 * A lot's date is its competence month's first day (a contribution is invested in the month it refers to).
 */
export const REGRESSIVE_TAX_TABLE: ReadonlyArray<{ yearsBelow: number; rate: string }> = [
  { yearsBelow: 2, rate: '35' },
  { yearsBelow: 4, rate: '30' },
  { yearsBelow: 6, rate: '25' },
  { yearsBelow: 8, rate: '20' },
  { yearsBelow: 10, rate: '15' },
];
export const REGRESSIVE_TAX_FLOOR_RATE = '10';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Data inválida: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Whole years from `from` to `to` (yyyy-MM-dd), counted by anniversaries: 2024-03-01 → 2026-02-28 is 1,
 * → 2026-03-01 is 2. A lot of 29 February has its anniversary on 1 March in other years.
 */
export function completedYears(from: string, to: string): number {
  const [fromYear, fromMonth, fromDay] = parts(from);
  const [toYear, toMonth, toDay] = parts(to);
  let years = toYear - fromYear;
  const isLeapDay = fromMonth === 2 && fromDay === 29;
  const anniversaryMonth = isLeapDay ? 3 : fromMonth;
  const anniversaryDay = isLeapDay ? 1 : fromDay;
  const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const reached =
    toMonth > anniversaryMonth ||
    (toMonth === anniversaryMonth && toDay >= anniversaryDay) ||
    (isLeapDay && isLeapYear(toYear) && toMonth === 2 && toDay === 29);
  if (!reached) years -= 1;
  return Math.max(0, years);
}

/** The rate (percentage, as text: '35') of a lot dated `lotDate` redeemed on `today`. */
export function regressiveRate(lotDate: string, today: string): string {
  const years = completedYears(lotDate, today);
  return REGRESSIVE_TAX_TABLE.find((band) => years < band.yearsBelow)?.rate ?? REGRESSIVE_TAX_FLOOR_RATE;
}

/** The tax a lot of `value` would bear at `rate` %: rounded half-up to centavos. */
export function regressiveTax(value: string, rate: string): string {
  return toCents(new Money(value).times(rate).div(100)).toFixed(2);
}
