/**
 * Amounts, percentages and quotas in pt-BR (ui.md "Numbers, dates, text") from the exact decimal text the API sends,
 * without Intl: a page's first use of Intl loads the browser's locale data, 20–50 ms of one task even on a desktop
 * (several times that on a phone), and these run while a page first renders. Rounded half away from zero as Money
 * does: no float in between, and no decimal library in the pages that only show amounts. Dates are in format-date.ts:
 * apart, so that a page carries only the helpers it shows (webpack keeps a module's exports that any page uses).
 */

/** A decimal string, a number or a Money value: anything with an exact decimal text. */
export type DecimalText = string | number | { toFixed(): string };

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** The value rounded half away from zero to `places` decimals, as its sign and digits; null when it is not a number. */
function roundDecimal(value: DecimalText, places: number): { isNegative: boolean; integer: string; fraction: string } | null {
  const match = DECIMAL.exec((typeof value === 'object' ? value.toFixed() : String(value)).trim());
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, integerDigits = '', fractionDigits = '', exponent = '0'] = match;
  // All the digits and where the decimal point falls among them (a number's text may carry an exponent: 1e-7).
  let digits = integerDigits + fractionDigits;
  let point = integerDigits.length + Number(exponent);
  if (point < 0) [digits, point] = ['0'.repeat(-point) + digits, 0];
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const kept = digits.slice(0, point + places).padEnd(point + places, '0');
  const roundsUp = (digits[point + places] ?? '0') >= '5';
  const rounded = (roundsUp ? (BigInt(kept || '0') + 1n).toString() : kept.replace(/^0+/, '')).padStart(places + 1, '0');
  const integer = rounded.slice(0, rounded.length - places);
  const fraction = rounded.slice(rounded.length - places);
  return { isNegative: sign === '-' && /[1-9]/.test(rounded), integer, fraction };
}

const groupThousands = (integer: string) => integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Quotas in pt-BR with their 8 places, rounded as the fund's quotas are (page, CSV and PDF): 1.363,58290103. */
export function formatQuotas(value: DecimalText): string {
  const quotas = roundDecimal(value, 8);
  if (!quotas) return 'NaN';
  return `${quotas.isNegative ? '-' : ''}${groupThousands(quotas.integer)},${quotas.fraction}`;
}

/** R$ 1.234,56 (ui.md; a no-break space after R$, as the browsers write it). */
export function formatBrl(value: DecimalText): string {
  const amount = roundDecimal(value, 2);
  if (!amount) return 'R$\u00a0NaN';
  return `${amount.isNegative ? '-' : ''}R$\u00a0${groupThousands(amount.integer)},${amount.fraction}`;
}

/** A decimal string or number → `6,00 %` (two decimals, comma, a space before the sign as ui.md shows). */
export function formatPercent(value: DecimalText): string {
  const amount = roundDecimal(value, 2);
  if (!amount) return 'NaN %';
  return `${amount.isNegative ? '-' : ''}${amount.integer},${amount.fraction} %`;
}
