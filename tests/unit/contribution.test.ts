import { describe, expect, it } from 'vitest';
import { applyPercentageRules, basicContribution, raiseToMinimum, supplementaryContribution } from '@/domain/contribution';
import { formatBrl } from '@/domain/format-decimal';

describe('contribution formula (spec §9)', () => {
  it('basic = basic% / 100 × (1.0833 × salary − 7473.30), rounded to centavos', () => {
    // 1.0833 × 12 500 = 13 541.25; − 7 473.30 = 6 067.95; × 6 % = 364.077 → 364.08
    expect(basicContribution('12500.00', 6)).toBe('364.08');
    // 1.0833 × 9 800 = 10 616.34; − 7 473.30 = 3 143.04; × 6 % = 188.5824 → 188.58
    expect(basicContribution('9800.00', 6)).toBe('188.58');
    // 1.0833 × 10 000 = 10 833; − 7 473.30 = 3 359.70; × 4.5 % = 151.1865 → 151.19 (half up)
    expect(basicContribution('10000', '4.5')).toBe('151.19');
  });

  it('is never negative: a salary whose base is below the threshold contributes nothing basic', () => {
    expect(basicContribution('5000.00', 6)).toBe('0.00');
    // 1.0833 × 6 898.64 = 7 473.2967… just under the threshold; 6 898.73 → 7 473.3942 → 0.094 × 6 % = 0.0056 → 0.01
    expect(basicContribution('6898.64', 6)).toBe('0.00');
    expect(basicContribution('6898.73', 6)).toBe('0.01');
  });

  it('supplementary = 1.0833 × salary × supplementary% / 100, rounded to centavos', () => {
    // 13 541.25 × 5 % = 677.0625 → 677.06
    expect(supplementaryContribution('12500.00', 5)).toBe('677.06');
    // 10 616.34 × 2 % = 212.3268 → 212.33
    expect(supplementaryContribution('9800.00', 2)).toBe('212.33');
    expect(supplementaryContribution('9800.00', 0)).toBe('0.00');
    // 1.0833 × 7 473.30 = 8 095.82589 × 25 % = 2 023.9564… → 2 023.96
    expect(supplementaryContribution('7473.30', 25)).toBe('2023.96');
  });

  it('is exact where binary floating point is not', () => {
    // 0.1 + 0.2 style traps: 1.0833 × 1 000.10 = 1 083.40833 × 10 % = 108.340833 → 108.34
    expect(supplementaryContribution('1000.10', 10)).toBe('108.34');
  });

  it('formats money in pt-BR', () => {
    expect(formatBrl('1234.56').replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatBrl('122.08').replace(/\s/g, ' ')).toBe('R$ 122,08');
  });
});

describe('percentage rules (spec §5)', () => {
  it('disables basic below the salary threshold', () => {
    expect(applyPercentageRules('5000.00', { basicPercent: 6, supplementaryPercent: 10 })).toEqual({
      basicPercent: 0,
      supplementaryPercent: 10,
      isBasicEnabled: false,
      isSupplementaryEnabled: true,
      canProceed: true,
    });
  });

  it('above the threshold, supplementary only with basic at its maximum, else reset to 0', () => {
    expect(applyPercentageRules('12500.00', { basicPercent: 4, supplementaryPercent: 10 })).toMatchObject({ supplementaryPercent: 0, isSupplementaryEnabled: false });
    expect(applyPercentageRules('12500.00', { basicPercent: 6, supplementaryPercent: 10 })).toMatchObject({ basicPercent: 6, supplementaryPercent: 10, isSupplementaryEnabled: true });
  });

  it('trims to the limits and needs one above 0', () => {
    expect(applyPercentageRules('12500.00', { basicPercent: 9, supplementaryPercent: 40 })).toMatchObject({ basicPercent: 6, supplementaryPercent: 25 });
    expect(applyPercentageRules('12500.00', { basicPercent: -1, supplementaryPercent: 0 })).toMatchObject({ basicPercent: 0, canProceed: false });
  });

  it('raises a value below the minimum to R$ 122,08', () => {
    expect(raiseToMinimum('100')).toBe('122.08');
    expect(raiseToMinimum('')).toBe('122.08');
    expect(raiseToMinimum('350.5')).toBe('350.50');
  });
});
