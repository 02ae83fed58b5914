import Decimal from 'decimal.js';

/** Money is exact: decimal strings in and out, rounded half-up to centavos only where a rule says so. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type MoneyValue = Decimal;

export function toCents(value: Decimal.Value): Decimal {
  return new Money(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 (ui.md). Accepts the decimal strings the API sends. */
export function formatBrl(value: Decimal.Value): string {
  return brl.format(new Money(value).toNumber());
}
