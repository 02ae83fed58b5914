import { describe, expect, it } from 'vitest';
import { applyDigitMask, formatDecimalInput, MASK, parseDecimalInput } from '@/domain/masks';

describe('applyDigitMask', () => {
  it('CEP 00000-000: the dash appears once the sixth digit is typed', () => {
    expect(applyDigitMask('01310', MASK.CEP)).toBe('01310');
    expect(applyDigitMask('013101', MASK.CEP)).toBe('01310-1');
    expect(applyDigitMask('01310100', MASK.CEP)).toBe('01310-100');
  });

  it('drops non-digits and digits past the mask (a pasted value)', () => {
    expect(applyDigitMask('01.310-100 ', MASK.CEP)).toBe('01310-100');
    expect(applyDigitMask('013101009999', MASK.CEP)).toBe('01310-100');
    expect(applyDigitMask('abc', MASK.CEP)).toBe('');
  });

  it('agency 9999 and account 99999-9 (spec §5: 4 and 7 characters)', () => {
    expect(applyDigitMask('12345', MASK.AGENCY)).toBe('1234');
    expect(applyDigitMask('1234567', MASK.ACCOUNT)).toBe('12345-6');
    expect(applyDigitMask('1234567', MASK.ACCOUNT)).toHaveLength(7);
  });
});

describe('parseDecimalInput / formatDecimalInput', () => {
  it('reads pt-BR amounts', () => {
    expect(parseDecimalInput('122,08')).toBe('122.08');
    expect(parseDecimalInput('1.234,5')).toBe('1234.5');
    expect(parseDecimalInput('R$ 150')).toBe('150');
    expect(parseDecimalInput('150.50')).toBe('150.50');
  });

  it('refuses what is not an amount', () => {
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('12,345')).toBeNull();
    expect(parseDecimalInput('abc')).toBeNull();
  });

  it('writes the field text with a comma and two decimals', () => {
    expect(formatDecimalInput('122.08')).toBe('122,08');
    expect(formatDecimalInput('1500')).toBe('1500,00');
  });
});
