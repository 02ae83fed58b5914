import { describe, expect, it } from 'vitest';
import { apportionCents, Money, toCents } from '@/domain/money';

const texts = (values: ReturnType<typeof apportionCents>) => values.map((value) => value.toFixed(2));

describe('apportionCents: a figure rounded once, its parts shared out in centavos (largest remainder)', () => {
  it('gives the missing centavo to the largest cut-off fraction, so the parts add up to the total', () => {
    // Exact 100.004 + 50.003 + 49.993 = 200.000. Each rounded half-up: 100.00 + 50.00 + 49.99 = 199.99. Cut to the
    // centavo: the same 199.99; the missing centavo goes to the largest fraction, 0.004 of 100.004.
    expect(texts(apportionCents(['100.004', '50.003', '49.993']))).toEqual(['100.01', '50.00', '49.99']);
  });

  it('rounds the exact sum once when no total is given, and breaks ties by order', () => {
    // 3 × 100.005 = 300.015 → 300.02 (each rounded half-up would make 300.03); cut 300.00, two centavos to the first two.
    expect(texts(apportionCents(['100.005', '100.005', '100.005']))).toEqual(['100.01', '100.01', '100.00']);
  });

  it('keeps every part within a centavo of its exact value', () => {
    const parts = ['370.9308880022140689', '361.6288394339899173', '357.8813903099495865', '351.7248668522722329'];
    const shares = apportionCents(parts);
    expect(texts(shares)).toEqual(['370.93', '361.63', '357.88', '351.73']);
    shares.forEach((share, index) => expect(share.minus(parts[index]).abs().lt('0.01')).toBe(true));
    expect(shares.reduce((sum, share) => sum.plus(share), new Money(0)).toFixed(2)).toBe(toCents(parts.reduce((sum, part) => sum.plus(part), new Money(0))).toFixed(2));
  });

  it('reaches a total given from elsewhere, taking centavos from the smallest fractions', () => {
    expect(texts(apportionCents(['10.009', '10.001'], '20.02'))).toEqual(['10.01', '10.01']);
    expect(texts(apportionCents(['10.009', '10.001'], '20.00'))).toEqual(['10.00', '10.00']);
    expect(texts(apportionCents(['10.009', '10.001'], '19.99'))).toEqual(['10.00', '9.99']);
  });

  it('leaves exact centavos alone, handles no parts and refuses a total with more than 2 places', () => {
    expect(texts(apportionCents(['1.10', '2.20']))).toEqual(['1.10', '2.20']);
    expect(apportionCents([])).toEqual([]);
    expect(() => apportionCents(['1'], '1.005')).toThrow(RangeError);
    expect(() => apportionCents([], '1.00')).toThrow(RangeError);
  });
});
