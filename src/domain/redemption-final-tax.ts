import { annualIncomeTax, annualTableFor, simplifiedDiscount } from './income-tax';
import { Money, toCents, type MoneyValue } from './money';

/**
 * The final income tax on a redemption (or a cash withdrawal) under the progressive regime. The 15 % withheld when it
 * is paid is only an advance (Lei 11.053/2004, art. 3º): the redemption joins the year's taxable income and the tax is
 * settled in the annual declaration by the annual table (Lei 9.250/1995, art. 11; income-tax.ts), the 2026 reducer of
 * Lei 15.270/2025 included. How much of that tax the redemption causes depends on the person's other taxable income in
 * the year, which the fund does not know; so the tax is given as a range over every other income O ≥ 0:
 *
 *   final tax of a redemption R = T(O + R) − T(O),
 *
 * where T is the year's tax on a taxable income with the simplified discount and no other deduction (the declaration
 * a person without deductions files). The lowest is with no other income (O = 0). The highest is with other income
 * that already took the lower brackets: 27,5 % of R, and more where the other income enjoys the 2026 reduction that the
 * redemption takes away (its phase-out between R$ 60.000 and R$ 88.200 a year adds about 9,56 % at the margin).
 *
 * T is piecewise linear in the income: its slope changes only at the income of each bracket limit, where the
 * simplified discount reaches its cap, at the reducer's limits and where the tax, net of the reduction, starts being
 * owed. So T(O + R) − T(O) is piecewise linear in O with its corners at those incomes and at those incomes less R;
 * beyond the last corner both terms grow at 27,5 % and the difference is constant. Its extremes are among the corners
 * (evaluated to the centavo, and a centavo past each, where the reducer's limit makes T jump).
 */

const CENT = new Money('0.01');

/** The year's tax on a taxable income with the simplified discount (20 % up to the cap) and no other deduction. */
export function annualTaxWithSimplifiedDiscount(income: MoneyValue | string, year: number): MoneyValue {
  const gross = toCents(income);
  if (gross.lte(0)) return new Money(0);
  const base = gross.minus(simplifiedDiscount(gross.toFixed(2), year));
  return new Money(annualIncomeTax(base.toFixed(2), year, gross.toFixed(2)));
}

/** The incomes where T's slope changes by the table's data (the start of the owed tax is found apart). */
function tableCorners(year: number): MoneyValue[] {
  const table = annualTableFor(year);
  const rate = new Money(table.simplifiedRate);
  const capIncome = new Money(table.simplifiedCap).div(rate);
  // A base limit L is reached at income L / (1 − 20 %) while the discount grows, and at L + cap after.
  const bracketIncomes = table.brackets
    .filter((bracket) => bracket.upTo !== null)
    .map((bracket) => {
      const belowCap = new Money(bracket.upTo!).div(new Money(1).minus(rate));
      return belowCap.lte(capIncome) ? belowCap : new Money(bracket.upTo!).plus(table.simplifiedCap);
    });
  const reducer = table.reducer ? [new Money(table.reducer.capUpTo), new Money(table.reducer.phaseOutUpTo), new Money(table.reducer.a).div(table.reducer.b)] : [];
  return [capIncome, ...bracketIncomes, ...reducer].map((income) => toCents(income));
}

/** The last centavo of [from, to] at which T is still zero, when T is zero at `from` and owed at `to` (T grows in between). */
function lastUntaxedIncome(from: MoneyValue, to: MoneyValue, year: number): MoneyValue {
  let zero = from;
  let owed = to;
  while (owed.minus(zero).gt(CENT)) {
    const middle = toCents(zero.plus(owed).div(2));
    if (annualTaxWithSimplifiedDiscount(middle, year).isZero()) zero = middle;
    else owed = middle;
  }
  return zero;
}

/** Every income at which T may bend or jump, ascending. */
export function annualTaxCorners(year: number): MoneyValue[] {
  const corners = tableCorners(year).sort((a, b) => a.comparedTo(b));
  const points = [new Money(0), ...corners];
  const untaxedEnds = points.slice(1).flatMap((corner, index) => {
    const previous = points[index];
    const isZeroBefore = annualTaxWithSimplifiedDiscount(previous, year).isZero();
    return isZeroBefore && !annualTaxWithSimplifiedDiscount(corner, year).isZero() ? [lastUntaxedIncome(previous, corner, year)] : [];
  });
  const unique = new Map([...corners, ...untaxedEnds].map((income) => [income.toFixed(2), income]));
  return [...unique.values()].sort((a, b) => a.comparedTo(b));
}

export interface FinalTaxRange {
  /** Calendar year whose annual declaration settles the tax (filed the following year). */
  anoCalendario: number;
  /** With no other taxable income in the year. */
  minimo: string;
  /** With the other taxable income that makes it highest. */
  maximo: string;
}

/** The range of the final tax on a redemption of `amount` paid in `year` (see above). */
export function progressiveFinalTaxRange(amount: string, year: number): FinalTaxRange {
  const redemption = toCents(amount);
  const corners = annualTaxCorners(year);
  const others = [new Money(0), ...corners, ...corners.map((corner) => corner.minus(redemption))]
    .filter((income) => income.gte(0))
    .flatMap((income) => [income, income.plus(CENT)]);
  const taxes = others.map((other) => annualTaxWithSimplifiedDiscount(other.plus(redemption), year).minus(annualTaxWithSimplifiedDiscount(other, year)));
  const minimo = Money.min(...taxes);
  const maximo = Money.max(...taxes);
  return { anoCalendario: year, minimo: minimo.toFixed(2), maximo: maximo.toFixed(2) };
}
