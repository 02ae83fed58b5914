import { describe, expect, it } from 'vitest';
import { annualIncomeTax, annualTableFor, simplifiedDiscount } from '@/domain/income-tax';
import { simulateTaxIncentive } from '@/domain/tax-incentive';

describe('annual income tax (Declaração de Ajuste Anual)', () => {
  it('applies the 2025 table: 28 467,20 exempt, 27,5 % less 10 853,78 at the top', () => {
    expect(annualIncomeTax('28467.20', 2025)).toBe('0.00');
    // 30 000 × 7,5 % − 2 135,04 = 114,96; 40 000 × 15 % − 4 679,03 = 1 320,97; 50 000 × 22,5 % − 8 054,97 = 3 195,03.
    expect(annualIncomeTax('30000', 2025)).toBe('114.96');
    expect(annualIncomeTax('40000', 2025)).toBe('1320.97');
    expect(annualIncomeTax('50000', 2025)).toBe('3195.03');
    expect(annualIncomeTax('120000', 2025)).toBe('22146.22');
  });

  it('applies the 2026 table and Lei 15.270/2025’s reducer on the gross taxable income', () => {
    expect(annualTableFor(2026).brackets[0].upTo).toBe('29145.60');
    // Without the reducer the top bracket is 120 000 × 27,5 % − 10 904,66; above 88 200 nothing is reduced.
    expect(annualIncomeTax('120000', 2026)).toBe('22095.34');
    // Up to 60 000 the reduction is at most 2 694,15: it zeroes the simplified model's tax (48 000 → 2 694,15 − 2 694,15).
    expect(annualIncomeTax('48000', 2026, '60000')).toBe('0.00');
    // 60 000 with no deduction: 5 595,34 − 2 694,15 = 2 901,19.
    expect(annualIncomeTax('60000', 2026)).toBe('2901.19');
    // 80 000: 11 095,34 − (8 429,73 − 0,095575 × 80 000 = 783,73) = 10 311,61.
    expect(annualIncomeTax('80000', 2026)).toBe('10311.61');
    // The reduction follows the gross income, not the base: the same 783,73 comes off a base of 74 000.
    expect(annualIncomeTax('74000', 2026, '80000')).toBe('8661.61');
    expect(annualIncomeTax('88200.01', 2026)).toBe(annualIncomeTax('88200.01', 2025 + 1));
    expect(annualIncomeTax('30000', 2026)).toBe('0.00');
  });

  it('keeps later years on the latest table and caps the simplified discount by year', () => {
    expect(annualIncomeTax('120000', 2027)).toBe('22095.34');
    expect(simplifiedDiscount('50000', 2026)).toBe('10000.00');
    expect(simplifiedDiscount('120000', 2025)).toBe('16754.34');
    expect(simplifiedDiscount('120000', 2026)).toBe('17640.00');
    expect(() => annualTableFor(2024)).toThrow();
  });
});

describe('tax-incentive simulator', () => {
  it('income 120 000, contributions 14 400 (12 %): the saving is the table’s difference, R$ 3 960,00', () => {
    expect(simulateTaxIncentive({ rendaTributavelAnual: '120000', contribuicoesAnuais: '14400', ano: 2026 })).toMatchObject({
      limiteDedutivel: '14400.00',
      deducaoPermitida: '14400.00',
      impostoSemContribuicao: '22095.34',
      impostoComContribuicao: '18135.34',
      economiaImposto: '3960.00',
      contribuicaoAdicionalPossivel: '0.00',
    });
  });

  it('caps contributions above 12 % and shows what more fits under it', () => {
    expect(simulateTaxIncentive({ rendaTributavelAnual: '120000', contribuicoesAnuais: '30000', ano: 2026 })).toMatchObject({ deducaoPermitida: '14400.00', contribuicaoExcedente: '15600.00', economiaImposto: '3960.00' });
    const half = simulateTaxIncentive({ rendaTributavelAnual: '120000', contribuicoesAnuais: '7200', ano: 2026 });
    expect(half).toMatchObject({ economiaImposto: '1980.00', contribuicaoAdicionalPossivel: '7200.00', economiaComLimite: '3960.00', economiaAdicionalPossivel: '1980.00' });
  });

  it('is not a flat rate: across brackets and under the reducer the saving is the tables’ difference', () => {
    // 2025, income 50 000, 6 000: 3 195,03 − (44 000 × 15 % − 4 679,03 = 1 920,97) = 1 274,06 (21,2 % of 6 000, not 22,5 %).
    expect(simulateTaxIncentive({ rendaTributavelAnual: '50000', contribuicoesAnuais: '6000', ano: 2025 }).economiaImposto).toBe('1274.06');
    // 2026: the reducer (at most 2 694,15 up to 60 000) already takes 50 000 down to 450,00, so 6 000 saves only 450,00.
    expect(simulateTaxIncentive({ rendaTributavelAnual: '50000', contribuicoesAnuais: '6000', ano: 2026 })).toMatchObject({ impostoSemContribuicao: '450.00', impostoComContribuicao: '0.00', economiaImposto: '450.00' });
  });

  it('compares with the simplified model, where the contribution deducts nothing', () => {
    const result = simulateTaxIncentive({ rendaTributavelAnual: '120000', contribuicoesAnuais: '14400', outrasDeducoes: '12000', ano: 2026 });
    expect(result).toMatchObject({ descontoSimplificado: '17640.00', impostoDeclaracaoSimplificada: '17244.34', impostoComContribuicao: '14835.34', completaCompensa: true });
  });
});
