import { formatBrl } from './format-decimal';
import { Money } from './money';

/** A sporadic contribution above this is a typing mistake, not a contribution (the fund takes larger sums by transfer). */
export const SPORADIC_MAX_VALUE = '1000000.00';

export const SPORADIC_VALUE_MESSAGES = {
  format: 'Informe um valor em reais com até duas casas decimais.',
  maximum: `O valor máximo de uma contribuição esporádica é ${formatBrl(SPORADIC_MAX_VALUE)}.`,
  minimum: (minimumValue: string) => `O valor mínimo da contribuição esporádica é ${formatBrl(minimumValue)}.`,
} as const;

/** Why a sporadic value is refused, or null when it is fine: a decimal text (dot, ≤ 2 places), ≥ the plan minimum, ≤ the ceiling. */
export function sporadicValueError(valor: string, minimumValue: string): string | null {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(valor)) return SPORADIC_VALUE_MESSAGES.format;
  const amount = new Money(valor);
  if (amount.gt(SPORADIC_MAX_VALUE)) return SPORADIC_VALUE_MESSAGES.maximum;
  if (amount.lt(minimumValue) || amount.lte(0)) return SPORADIC_VALUE_MESSAGES.minimum(minimumValue);
  return null;
}
