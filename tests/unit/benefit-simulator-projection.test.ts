import { describe, expect, it } from 'vitest';
import { ageOn, monthsUntilAge, neededContribution, projectBenefit, projectForIncome } from '@/domain/benefit-simulator-projection';
import { contributesMonthly } from '@/domain/accounts';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';

// domain-rules.md: S0 = 100 000, C = 1 000/month, 4 % a.a., n = 240.
const worked = { saldoInicial: '100000.00', contribuicaoMensal: '1000.00', rentabilidadeAnual: '4.00', meses: 240 };

describe('benefit projection (domain-rules.md worked numbers)', () => {
  it('projects R$ 582 954,04 and pays R$ 3 510,66 for 240 months, R$ 5 882,33 for 120, R$ 2 914,77 at 0,5 %', () => {
    expect(projectBenefit(worked, { formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 12 })).toMatchObject({ saldoProjetado: '582954.04', rendaMensal: '3510.66' });
    expect(projectBenefit(worked, { formaRenda: 'prazo', prazoMeses: 120, pagamentosPorAno: 12 }).rendaMensal).toBe('5882.33');
    expect(projectBenefit(worked, { formaRenda: 'percentual', percentualSaldo: '0.50', pagamentosPorAno: 12 }).rendaMensal).toBe('2914.77');
  });

  it('the evolution starts at today\'s balance and ends at the projected one', () => {
    const { evolucao, saldoProjetado } = projectBenefit(worked, { formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 12 });
    expect(evolucao).toHaveLength(241);
    expect(evolucao[0]).toEqual({ mes: 0, saldo: '100000.00' });
    // One month: 100 000 × 1.04^(1/12) + 1 000 = 101 327.37.
    expect(evolucao[1]).toEqual({ mes: 1, saldo: '101327.37' });
    expect(evolucao[240].saldo).toBe(saldoProjetado);
  });

  it('a 13th income each December: FV = R·[a(240, i_m) + a(20, 4 %)] → R$ 3 245,07 thirteen times a year', () => {
    // a(240, i_m) = 166.05…, a(20, 4 %) = 13.59…; 582 954,04 / 179.64… = 3 245,07.
    const income = projectBenefit(worked, { formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 13 }).rendaMensal;
    expect(income).toBe('3245.07');
    // Thirteen smaller payments a year pay a little more in the year than twelve (the December one is paid earlier than a 13th month would be).
    expect(Number(income) * 13).toBeGreaterThan(3510.66 * 12);
  });

  it('with a zero return the balance is the sum of what is put in', () => {
    const flat = projectBenefit({ ...worked, rentabilidadeAnual: '0' }, { formaRenda: 'prazo', prazoMeses: 200, pagamentosPorAno: 12 });
    expect(flat).toMatchObject({ saldoProjetado: '340000.00', rendaMensal: '1700.00' });
  });

  it('reverse mode: the contribution for R$ 3 510,66 over 240 months is R$ 1 000,01 (rounded up so the income is reached)', () => {
    const needed = neededContribution({ saldoInicial: '100000.00', rentabilidadeAnual: '4.00', meses: 240 }, { formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 12 }, '3510.66');
    expect(needed).toBe('1000.01');
    const projection = projectForIncome({ saldoInicial: '100000.00', rentabilidadeAnual: '4.00', meses: 240 }, { formaRenda: 'percentual', percentualSaldo: '0.50', pagamentosPorAno: 12 }, '4000.00');
    expect(Number(projection.rendaMensal)).toBeGreaterThanOrEqual(4000);
    expect(Number(projection.rendaMensal)).toBeLessThan(4000.02);
  });

  it('reverse mode answers zero when today\'s balance already pays the income', () => {
    expect(neededContribution({ saldoInicial: '1000000.00', rentabilidadeAnual: '4.00', meses: 120 }, { formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 12 }, '3000.00')).toBe('0.00');
  });
});

describe('age and months to retirement', () => {
  it('counts months to the month of the birthday at the retirement age', () => {
    expect(monthsUntilAge('1980-05-20', 60, '2026-11-24')).toBe((2040 - 2026) * 12 + (5 - 11));
    expect(monthsUntilAge('1950-01-01', 60, '2026-11-24')).toBe(0);
    expect(ageOn('1980-11-25', '2026-11-24')).toBe(45);
    expect(ageOn('1980-11-24', '2026-11-24')).toBe(46);
  });
});

describe('who still contributes monthly', () => {
  it('an active taxpayer or self-sponsored participant does; a BPD, an assisted person or someone who left does not', () => {
    expect(contributesMonthly({ idCategoria: CATEGORY_ID.TAXPAYER, idSituacao: SITUATION_ID.ACTIVE })).toBe(true);
    expect(contributesMonthly({ idCategoria: CATEGORY_ID.SELF_SPONSORED, idSituacao: SITUATION_ID.ACTIVE })).toBe(true);
    expect(contributesMonthly({ idCategoria: CATEGORY_ID.BPD, idSituacao: SITUATION_ID.ACTIVE })).toBe(false);
    expect(contributesMonthly({ idCategoria: CATEGORY_ID.ASSISTED, idSituacao: SITUATION_ID.IN_BENEFIT })).toBe(false);
    expect(contributesMonthly({ idCategoria: CATEGORY_ID.TAXPAYER, idSituacao: SITUATION_ID.LEFT })).toBe(false);
  });
});
