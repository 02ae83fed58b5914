import { balanceOf } from './extracts-balance';
import { apportionCents, Money, toCents } from './money';

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

export interface RegressiveLot {
  /** yyyy-MM. */
  competencia: string;
  /** 8 places. */
  cotas: string;
  /** The lot's share of the balance in centavos (apportionCents). */
  valorAtual: string;
  /** Percent with 2 places ('35.00'). */
  aliquota: string;
  /** regressiveTax(valorAtual, aliquota). */
  imposto: string;
}

/**
 * The regressive-tax extract (service 26) of a link's contribution lots (each competence month's first day,
 * yyyy-MM-dd, and the quotas its paid contributions bought) on `today` (the fund's day), at that day's quota value:
 * - the value of all the lots together is the link's balance, rounded once (balanceOf in balance.ts: the quotas of
 *   the lots are those of the accounts), and each lot's value is its share of it in centavos (apportionCents: within
 *   a centavo of its quotas × the quota value, and the lots add up to the balance). So the amount taxed on a full
 *   redemption is exactly the amount paid, to the centavo; rounding each lot on its own would tax centavos that are
 *   not paid out, or leave some untaxed;
 * - each lot bears the rate of its age (regressiveRate) and its tax is its value × rate rounded half-up
 *   (regressiveTax): the tax is withheld lot by lot, and the total tax is the sum of the lots' taxes;
 * - porAliquota adds the lots of each rate, in the order the rates first appear (oldest lot first).
 */
export function regressiveLots(lots: ReadonlyArray<{ competencia: string; cotas: string }>, quotaValue: string, today: string) {
  const sorted = [...lots].sort((a, b) => a.competencia.localeCompare(b.competencia));
  const quotas = sorted.map((lot) => new Money(lot.cotas));
  const totalQuotas = quotas.reduce((sum, value) => sum.plus(value), new Money(0));
  const valorTotal = balanceOf(totalQuotas, quotaValue);
  const shares = apportionCents(quotas.map((value) => value.times(quotaValue)), valorTotal);
  const lotes: RegressiveLot[] = sorted.map((lot, index) => {
    const valorAtual = shares[index].toFixed(2);
    const aliquota = new Money(regressiveRate(lot.competencia, today)).toFixed(2);
    return { competencia: lot.competencia.slice(0, 7), cotas: quotas[index].toFixed(8), valorAtual, aliquota, imposto: regressiveTax(valorAtual, aliquota) };
  });
  const add = (rows: RegressiveLot[], pick: (lot: RegressiveLot) => string) => rows.reduce((sum, lot) => sum.plus(pick(lot)), new Money(0)).toFixed(2);
  const rates = [...new Set(lotes.map((lot) => lot.aliquota))];
  return {
    lotes,
    porAliquota: rates.map((aliquota) => {
      const ofRate = lotes.filter((lot) => lot.aliquota === aliquota);
      return { aliquota, lotes: ofRate.length, valorAtual: add(ofRate, (lot) => lot.valorAtual), imposto: add(ofRate, (lot) => lot.imposto) };
    }),
    totais: { cotas: totalQuotas.toFixed(8), valorAtual: valorTotal, imposto: add(lotes, (lot) => lot.imposto) },
  };
}
