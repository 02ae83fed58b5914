import { describe, expect, it } from 'vitest';
import { monthlyIncomeTax, monthlyTableFor } from '@/domain/income-tax';

describe('progressive monthly income tax (domain-rules.md)', () => {
  it('uses the table in force for the competence', () => {
    expect(monthlyTableFor('2025-06').reducer).toBeNull();
    expect(monthlyTableFor('2026-03-01').reducer).not.toBeNull();
    expect(() => monthlyTableFor('2024-01')).toThrow(/tabela de IR/);
  });

  it('2025 table with the simplified discount of R$ 607,20', () => {
    // base 6 850 − 607.20 = 6 242.80 → 27.5 % − 908.73 = 808.04
    expect(monthlyIncomeTax('6850.00', '2025-06')).toBe('808.04');
    // base 3 035.60 − 607.20 = 2 428.40 → exempt
    expect(monthlyIncomeTax('3035.60', '2025-06')).toBe('0.00');
    // base 4 380 − 607.20 = 3 772.80 → 22.5 % − 675.49 = 173.39
    expect(monthlyIncomeTax('4380.00', '2025-06')).toBe('173.39');
  });

  it('2026 reducer: zero up to R$ 5 000, phased out up to R$ 7 350', () => {
    expect(monthlyIncomeTax('4380.00', '2026-01')).toBe('0.00');
    expect(monthlyIncomeTax('5000.00', '2026-01')).toBe('0.00');
    // 6 850: tax 808.04 − (978.62 − 0.133145 × 6 850 = 66.57675) = 741.46325 → 741.46
    expect(monthlyIncomeTax('6850.00', '2026-01')).toBe('741.46');
    // 10 000: no reduction; base 9 392.80 × 27.5 % − 908.73 = 1 674.29
    expect(monthlyIncomeTax('10000.00', '2026-01')).toBe('1674.29');
  });

  it('uses legal deductions when they beat the simplified discount', () => {
    // base 10 000 − 1 000 = 9 000 → 27.5 % − 908.73 = 1 566.27
    expect(monthlyIncomeTax('10000.00', '2026-01', '1000.00')).toBe('1566.27');
  });

  it('uses the February 2024 table (Lei 14.848/2024) for 2024 and early 2025, and refuses months before it', () => {
    // base 6 850 − 564.80 = 6 285.20 → 27.5 % − 896.00 = 832.43
    expect(monthlyIncomeTax('6850.00', '2024-06')).toBe('832.43');
    expect(monthlyIncomeTax('6850.00', '2025-04')).toBe('832.43');
    // 2 800 − 564.80 = 2 235.20: below 2 259.20, nothing
    expect(monthlyIncomeTax('2800.00', '2024-02')).toBe('0.00');
    expect(() => monthlyIncomeTax('6850.00', '2024-01')).toThrow();
  });
});
