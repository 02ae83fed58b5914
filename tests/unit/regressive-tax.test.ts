import { describe, expect, it } from 'vitest';
import { completedYears, regressiveRate, regressiveTax } from '@/domain/regressive-tax';

describe('regressiveRate (Lei 11.053/2004): a lot completes N years on its N-th anniversary', () => {
  const lot = '2016-03-01';
  it.each([
    ['2016-03-01', '35'],
    ['2018-02-28', '35'], // the day before the 2nd anniversary
    ['2018-03-01', '30'], // the day of it
    ['2020-02-29', '30'],
    ['2020-03-01', '25'],
    ['2022-02-28', '25'],
    ['2022-03-01', '20'],
    ['2024-02-29', '20'],
    ['2024-03-01', '15'],
    ['2026-02-28', '15'],
    ['2026-03-01', '10'],
    ['2040-01-01', '10'],
  ])('a lot of 01/03/2016 redeemed on %s bears %s %%', (today, rate) => {
    expect(regressiveRate(lot, today)).toBe(rate);
  });

  it('counts whole years by anniversaries, a 29 February lot on 1 March of common years', () => {
    expect(completedYears('2024-02-29', '2025-02-28')).toBe(0);
    expect(completedYears('2024-02-29', '2025-03-01')).toBe(1);
    expect(completedYears('2024-02-29', '2028-02-29')).toBe(4);
    expect(completedYears('2024-11-15', '2026-11-14')).toBe(1);
    expect(completedYears('2024-11-15', '2026-11-15')).toBe(2);
    expect(completedYears('2026-11-15', '2026-01-01')).toBe(0);
  });

  it('rejects what is not a date', () => {
    expect(() => regressiveRate('2024-1-1', '2026-01-01')).toThrow(RangeError);
  });
});

describe('regressiveTax', () => {
  it('is value × rate, rounded half-up to centavos', () => {
    expect(regressiveTax('1000.00', '35')).toBe('350.00');
    expect(regressiveTax('1234.57', '15')).toBe('185.19'); // 185.1855
    expect(regressiveTax('0.03', '35')).toBe('0.01'); // 0.0105
    expect(regressiveTax('0.01', '10')).toBe('0.00'); // 0.001
    expect(regressiveTax('1.10', '25.00')).toBe('0.28'); // 0.275 → up
  });
});
