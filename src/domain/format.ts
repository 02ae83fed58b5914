import { format, parseISO } from 'date-fns';
import { onlyDigits } from './cpf';
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
  return onlyDigits(value).slice(0, 8).replace(/^(\d{5})(\d)/, '$1-$2');
}

/** A decimal typed the Brazilian way (`33,5`) → `33.50`, or null when it is not a number with up to 2 decimals. */
export function parseDecimalInput(value: string): string | null {
  const normalized = value.trim().replace(/\s|%/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? new Money(normalized).toFixed(2) : null;
}
