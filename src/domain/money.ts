import Decimal from 'decimal.js';

/** Money is exact: decimal strings in and out, rounded half-up to centavos only where a rule says so. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type MoneyValue = Decimal;

export function toCents(value: Decimal.Value): Decimal {
  return new Money(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
