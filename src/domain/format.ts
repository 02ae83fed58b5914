import { format, parseISO } from 'date-fns';
import { applyDigitMask, MASK } from './masks';
import { Money } from './money';

/** Display helpers of ui.md ("Numbers, dates, text") for values as the API sends them. */

/** yyyy-MM-dd → 22/11/2026. */
export function formatDateBr(value: string): string {
  return format(parseISO(value), 'dd/MM/yyyy');
}

/** A decimal string or number → `6,00 %` (two decimals, comma, a space before the sign as ui.md shows). */
export function formatPercent(value: string | number): string {
  return `${new Money(value).toFixed(2).replace('.', ',')} %`;
}

/** CEP as typed or stored → 00000-000; digits past the eighth ignored. */
export function formatCep(value: string): string {
  return applyDigitMask(value, MASK.CEP);
}
