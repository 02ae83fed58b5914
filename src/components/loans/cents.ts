/** Exact arithmetic on the API's 2-place decimal strings, in whole centavos (BigInt): never a float in between. */
export function toCentavos(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Valor inválido: ${value}`);
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export function fromCentavos(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** a − b, both decimal strings. */
export function subtractDecimal(a: string, b: string): string {
  return fromCentavos(toCentavos(a) - toCentavos(b));
}

/** Sum of decimal strings. */
export function sumDecimal(values: readonly string[]): string {
  return fromCentavos(values.reduce((total, value) => total + toCentavos(value), 0n));
}
