/** CPF rules of spec §5 and domain-rules.md: 11 digits, two mod-11 check digits, all-equal digits rejected. */

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Display form 000.000.000-00; non-digits stripped and digits past the eleventh ignored (spec §5). */
export function formatCpf(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[i]) * (digits.length + 1 - i);
  }
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit(digits.slice(0, 10));
  return first === Number(digits[9]) && second === Number(digits[10]);
}

/** The CPF whose first nine digits are these, with its two check digits (test data, sample files). */
export function withCheckDigits(firstNine: string): string {
  const base = onlyDigits(firstNine).padStart(9, '0').slice(-9);
  const first = checkDigit(base);
  return `${base}${first}${checkDigit(`${base}${first}`)}`;
}

/** The CPF as stored and compared: 11 digits, or null when the input cannot be a CPF. */
export function normalizeCpf(value: string): string | null {
  const digits = onlyDigits(value);
  return isValidCpf(digits) ? digits : null;
}

/** For logs: never the whole CPF (LGPD). */
export function maskCpfForLog(value: string): string {
  const digits = onlyDigits(value).slice(0, 11).padEnd(11, '*');
  return `***.${digits.slice(3, 6)}.***-**`;
}
