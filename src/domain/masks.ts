/**
 * Digit masks of the forms (spec §5): '9' or '0' is a digit slot, anything else is a literal shown once the
 * digits reach it. Extra digits are dropped, so a pasted value never overflows the field.
 */
export const MASK = {
  CEP: '00000-000',
  AGENCY: '9999',
  ACCOUNT: '99999-9',
  CNPJ: '00.000.000/0000-00',
} as const;

export function applyDigitMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
  let result = '';
  let digitIndex = 0;
  for (const slot of mask) {
    if (digitIndex >= digits.length) break;
    if (slot === '9' || slot === '0') {
      result += digits[digitIndex];
      digitIndex += 1;
    } else {
      result += slot;
    }
  }
  return result;
}

/** '11222333000181' (or a half-typed '112223') → '11.222.333/0001-81' ('11.222.3'): the CNPJ as people read it. */
export const formatCnpj = (value: string) => applyDigitMask(value, MASK.CNPJ);

/** CEP as typed or stored → 00000-000; digits past the eighth ignored. */
export const formatCep = (value: string) => applyDigitMask(value, MASK.CEP);

/**
 * A typed amount or share in pt-BR ('1.234,56', '150,5', 'R$ 150', '33,5 %') as a decimal string ('1234.56'),
 * or null when it is not one. Without a comma a dot is read as the decimal point, as people paste '150.50' too.
 */
export function parseDecimalInput(text: string): string | null {
  const trimmed = text.trim().replace(/^R\$\s*/, '').replace(/\s*%$/, '');
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^\d+(\.\d{1,2})?$/.test(normalized) ? normalized : null;
}

/** '1234.5' → '1234,50': the field's text after it was raised to the minimum. */
export function formatDecimalInput(value: string): string {
  return Number(value).toFixed(2).replace('.', ',');
}

/**
 * An amount a link carries in its query ('?valor=1234.56': a decimal with a dot, as the API writes money), as
 * '1234.56'; null when absent, repeated, zero or not such a decimal ('1.234,56', '-5', '1e3'), so the field starts empty.
 */
export function amountFromQuery(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(value) || Number(value) === 0) return null;
  return value;
}
