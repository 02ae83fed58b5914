import { describe, expect, it } from 'vitest';
import { fromCentavos, subtractDecimal, sumDecimal, toCentavos } from '@/components/loans/cents';

describe('exact centavos of the loan pages', () => {
  it('reads and writes the API decimals without a float', () => {
    expect(toCentavos('499.24')).toBe(49924n);
    expect(toCentavos('0.1')).toBe(10n);
    expect(toCentavos('-3.05')).toBe(-305n);
    expect(fromCentavos(-5n)).toBe('-0.05');
    expect(() => toCentavos('1,00')).toThrow(RangeError);
  });

  it('sums a schedule to the centavo where floats drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(sumDecimal(['0.10', '0.20'])).toBe('0.30');
    // Lucas's 15 open installments of R$ 499,24 (demo-accounts.md): R$ 7.488,60.
    expect(sumDecimal(Array.from({ length: 15 }, () => '499.24'))).toBe('7488.60');
    expect(subtractDecimal('1780.76', '183.36')).toBe('1597.40');
  });
});
