import { describe, expect, it } from 'vitest';
import { exitOptions, finalTaxFields, redemptionFinalTax, withdrawalValues } from '@/domain/exit-options';
import { annualIncomeTax } from '@/domain/income-tax';
import { Money } from '@/domain/money';
import { annualTaxCorners, annualTaxWithSimplifiedDiscount, progressiveFinalTaxRange } from '@/domain/redemption-final-tax';

/**
 * A progressive redemption's final tax is settled in the annual declaration (domain-rules.md: 15 % withheld in advance;
 * the annual table of income-tax.ts). Worked by hand below: T(I) is the year's tax on a taxable income I with the
 * simplified discount (20 %, capped at 16.754,34 in 2025 and 17.640,00 in 2026).
 */
describe('annualTaxWithSimplifiedDiscount', () => {
  it('2025: 100.000,00 − 16.754,34 = 83.245,66 × 27,5 % − 10.853,78 = 12.038,78', () => {
    expect(annualTaxWithSimplifiedDiscount('100000.00', 2025).toFixed(2)).toBe('12038.78');
  });

  it('2026: 100.000,00 − 17.640,00 = 82.360,00 × 27,5 % − 10.904,66 = 11.744,34 (past 88.200,00, no reduction)', () => {
    expect(annualTaxWithSimplifiedDiscount('100000.00', 2026).toFixed(2)).toBe('11744.34');
  });

  it('2026 (Lei 15.270/2025): nothing up to 60.000,00 a year; 60.003,92 is the last income still untaxed', () => {
    // 60.000,00 − 12.000,00 = 48.000,00 × 22,5 % − 8.105,85 = 2.694,15, all of it reduced.
    expect(annualTaxWithSimplifiedDiscount('60000.00', 2026).toFixed(2)).toBe('0.00');
    // 60.003,92 − 12.000,78 = 48.003,14 → 2.694,86; the reduction 8.429,73 − 0,095575 × 60.003,92 = 2.694,86.
    expect(annualTaxWithSimplifiedDiscount('60003.92', 2026).toFixed(2)).toBe('0.00');
    expect(annualTaxWithSimplifiedDiscount('60004.00', 2026).toFixed(2)).toBe('0.02');
    expect(annualTaxCorners(2026).map((income) => income.toFixed(2))).toContain('60003.92');
  });

  it('agrees with annualIncomeTax on the base after the discount', () => {
    expect(annualTaxWithSimplifiedDiscount('45000.00', 2025).toFixed(2)).toBe(annualIncomeTax('36000.00', 2025, '45000.00'));
    expect(annualTaxWithSimplifiedDiscount('0', 2026).toFixed(2)).toBe('0.00');
  });
});

describe('progressiveFinalTaxRange: the final tax of a redemption, from no other income to the other income that costs most', () => {
  it('2025, R$ 100.000,00: from 12.038,78 (the only income) to 27,5 % of it, 27.500,00 (other income past the top bracket)', () => {
    expect(progressiveFinalTaxRange('100000.00', 2025)).toEqual({ anoCalendario: 2025, minimo: '12038.78', maximo: '27500.00' });
  });

  it('2026, R$ 100.000,00: from 11.744,34 to 28.245,42, above 27,5 % because the redemption takes away the 2026 reduction', () => {
    // Worst other income: 60.003,92, untaxed alone. With the redemption: 160.003,92 − 17.640,00 = 142.363,92 × 27,5 %
    // − 10.904,66 = 28.245,42, all of it caused by the redemption (27.500,00 + 745,42).
    expect(progressiveFinalTaxRange('100000.00', 2026)).toEqual({ anoCalendario: 2026, minimo: '11744.34', maximo: '28245.42' });
  });

  it('2026, R$ 50.000,00: nothing if it is the only income (under 60.000,00), up to 13.750,00 + 745,42', () => {
    expect(progressiveFinalTaxRange('50000.00', 2026)).toEqual({ anoCalendario: 2026, minimo: '0.00', maximo: '14495.42' });
  });

  it('2026, R$ 10.000,00: worst where it ends the reduction’s phase-out, at 31,6 % (other income 78.200,17)', () => {
    // T(88.200,17) = 70.560,17 × 27,5 % − 10.904,66 = 8.499,39; T(78.200,17) = 62.560,14 × 27,5 % − 10.904,66 − 955,75
    // = 5.343,63; the difference is 3.155,76.
    expect(annualTaxWithSimplifiedDiscount('88200.17', 2026).minus(annualTaxWithSimplifiedDiscount('78200.17', 2026)).toFixed(2)).toBe('3155.76');
    expect(progressiveFinalTaxRange('10000.00', 2026)).toEqual({ anoCalendario: 2026, minimo: '0.00', maximo: '3155.76' });
  });

  it.each(['1000.00', '35584.00', '75000.00', '177404.78', '1000000.00'])('%s: the lowest is with no other income, and no other income costs more than the highest', (amount) => {
    for (const year of [2025, 2026]) {
      const range = progressiveFinalTaxRange(amount, year);
      expect(range.minimo).toBe(annualTaxWithSimplifiedDiscount(amount, year).toFixed(2));
      for (const other of ['0', '12000', '36432', '59999.99', '60000.01', '64000', '70000', '88199.99', '88200.01', '95000', '250000']) {
        const tax = annualTaxWithSimplifiedDiscount(new Money(other).plus(amount), year).minus(annualTaxWithSimplifiedDiscount(other, year));
        expect(tax.gte(range.minimo), `${year} ${other}`).toBe(true);
        expect(tax.lte(range.maximo), `${year} ${other}`).toBe(true);
      }
    }
  });
});

describe('redemptionFinalTax: what the withholding becomes', () => {
  const CASE = {
    hoje: '2026-11-24',
    dataAdesao: '2018-09-01',
    dataNascimento: '1985-08-19',
    saldoProprio: '60000.00',
    saldoPatrocinadora: '50000.00',
    lotes: [
      { competencia: '2018-09-01', proprio: '20000', patrocinadora: '10000' },
      { competencia: '2021-06-01', proprio: '25000', patrocinadora: '25000' },
      { competencia: '2025-03-01', proprio: '15000', patrocinadora: '15000' },
    ],
    emprestimos: [],
    regras: { vestingPatrocinadora: [{ anos: 8, percentual: '80.00' }], resgateParcelasMaximas: 12, carenciaPortabilidadeAnos: 3, carenciaBpdAnos: 3, idadeMinimaBpd: 60, taxaAdministrativaAutopatrocinio: '0.50' },
    beneficio: { rentabilidadeReferencia: '0.00', pagamentosPorAno: 13 as const },
    ultimaContribuicao: null,
  };

  it('progressive, R$ 100.000,00 in 2026: 15.000,00 withheld now, 85.000,00 received; final 11.744,34 to 28.245,42, leaving 71.754,58 to 88.255,66', () => {
    const { resgate } = exitOptions({ ...CASE, regime: 'progressivo' });
    expect(resgate).toMatchObject({ bruto: '100000.00', imposto: '15000.00', liquido: '85000.00' });
    expect(resgate.impostoFinal).toEqual({ definitivo: false, anoCalendario: 2026, minimo: '11744.34', maximo: '28245.42', liquidoMinimo: '71754.58', liquidoMaximo: '88255.66' });
  });

  it('not chosen yet: taxed as progressive, the same range', () => {
    expect(exitOptions({ ...CASE, regime: null }).resgate.impostoFinal).toMatchObject({ definitivo: false, minimo: '11744.34', maximo: '28245.42' });
  });

  it('regressive: the 24.900,00 withheld by lot is final, and so is the 75.100,00 received', () => {
    expect(exitOptions({ ...CASE, regime: 'regressivo' }).resgate.impostoFinal).toEqual({
      definitivo: true,
      anoCalendario: 2026,
      minimo: '24900.00',
      maximo: '24900.00',
      liquidoMinimo: '75100.00',
      liquidoMaximo: '75100.00',
    });
  });

  it('open loans come off what is left, as they come off the amount received', () => {
    expect(redemptionFinalTax('progressivo', { bruto: '100000.00', imposto: '15000.00', descontoEmprestimos: '6661.49' }, '2026-11-24')).toMatchObject({
      liquidoMinimo: '65093.09',
      liquidoMaximo: '81594.17',
    });
  });

  it('a request stores it flat (one row each in the request detail); a withdrawal carries it too', () => {
    const progressive = redemptionFinalTax('progressivo', { bruto: '100000.00', imposto: '15000.00' }, '2026-11-24');
    expect(finalTaxFields(progressive)).toEqual({ anoDeclaracao: '2027', impostoFinalMinimo: '11744.34', impostoFinalMaximo: '28245.42', liquidoFinalMinimo: '71754.58', liquidoFinalMaximo: '88255.66' });
    expect(finalTaxFields(redemptionFinalTax('regressivo', { bruto: '100000.00', imposto: '24900.00' }, '2026-11-24'))).toEqual({ impostoDefinitivo: 'S' });
    // R$ 40.000,00 in 2026: 6.000,00 withheld; under 60.000,00 it may all come back, or cost up to 11.000,00 + 745,42.
    expect(withdrawalValues('40000.00', 'progressivo', CASE.lotes, CASE.hoje)).toEqual({
      bruto: '40000.00',
      imposto: '6000.00',
      liquido: '34000.00',
      anoDeclaracao: '2027',
      impostoFinalMinimo: '0.00',
      impostoFinalMaximo: '11745.42',
      liquidoFinalMinimo: '28254.58',
      liquidoFinalMaximo: '40000.00',
    });
  });
});
