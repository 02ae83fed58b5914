import Decimal from 'decimal.js';

/** Money is exact: decimal strings in and out, rounded half-up to centavos only where a rule says so. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type MoneyValue = Decimal;

export function toCents(value: Decimal.Value): Decimal {
  return new Money(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * The portal's rounding rule for a figure shown with its parts (a balance and its accounts, a balance and its
 * contribution lots): the figure is rounded once, from the exact parts (`total`, by default the exact sum rounded
 * half-up), and the parts are shares of it in centavos by the largest-remainder method. Each part starts from its
 * exact value cut down to the centavo; the centavos still missing to reach the total go, one each, to the parts
 * with the largest cut-off fraction (ties: the earlier part). So the parts always add up to the total shown, and
 * none is more than one centavo from its exact value. (Rounding each part and adding them instead makes the "same"
 * balance differ by centavos between pages.) A total that is not the exact sum's rounding (a figure computed
 * elsewhere) is reached the same way; centavos to take away come off the parts with the smallest fractions.
 *
 * Worked: parts 100.004, 50.003 and 49.993 (exact sum 200.000) → cut 100.00, 50.00, 49.99 (199.99); the missing
 * centavo goes to the largest fraction, 0.004 of 100.004 → 100.01 + 50.00 + 49.99 = 200.00. Rounding each part
 * half-up would give 199.99.
 */
export function apportionCents(parts: ReadonlyArray<Decimal.Value>, total?: Decimal.Value): Decimal[] {
  const exact = parts.map((part) => new Money(part));
  const target = total === undefined ? toCents(exact.reduce((sum, part) => sum.plus(part), new Money(0))) : new Money(total);
  if (!target.equals(target.toDecimalPlaces(2))) throw new RangeError(`Total com mais de 2 casas: ${target.toString()}`);
  const shares = exact.map((part) => part.toDecimalPlaces(2, Decimal.ROUND_FLOOR));
  if (shares.length === 0) {
    if (!target.isZero()) throw new RangeError('Não há partes para repartir o total.');
    return shares;
  }
  // Largest fraction first; a stable sort keeps the earlier part first on ties.
  const byFraction = exact.map((part, index) => ({ index, fraction: part.minus(shares[index]) })).sort((a, b) => b.fraction.comparedTo(a.fraction));
  let missing = target.minus(shares.reduce((sum, share) => sum.plus(share), new Money(0))).times(100).toNumber();
  const step = missing > 0 ? 1 : -1;
  const order = missing > 0 ? byFraction : [...byFraction].reverse();
  for (let turn = 0; missing !== 0; turn += 1) {
    const { index } = order[turn % order.length];
    shares[index] = shares[index].plus(new Money(step).div(100));
    missing -= step;
  }
  return shares;
}
