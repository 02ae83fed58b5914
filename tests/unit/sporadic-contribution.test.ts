import { describe, expect, it } from 'vitest';
import { contributionRuleErrors, minimumValueLabel, type ConfiguracaoContribuicao } from '@/domain/sporadic-contribution-rules';
import { sporadicValueError, SPORADIC_VALUE_MESSAGES } from '@/domain/sporadic-contribution';
import { fundToday } from '@/domain/business-days';
import { sporadicDueDate } from '@/domain/sporadic-due-date';

describe('sporadic contribution value', () => {
  it('takes a decimal text between the plan minimum and R$ 1.000.000,00', () => {
    expect(sporadicValueError('122.08', '122.08')).toBeNull();
    expect(sporadicValueError('150', '122.08')).toBeNull();
    expect(sporadicValueError('1000000.00', '122.08')).toBeNull();
  });

  it('says the minimum when the value is below it', () => {
    expect(sporadicValueError('122.07', '122.08')).toBe('O valor mínimo da contribuição esporádica é R$\u00a0122,08.');
    expect(sporadicValueError('0', '122.08')).toBe(SPORADIC_VALUE_MESSAGES.minimum('122.08'));
  });

  it('refuses absurd values', () => {
    expect(sporadicValueError('1000000.01', '122.08')).toBe(SPORADIC_VALUE_MESSAGES.maximum);
    for (const bad of ['150.001', 'abc', '', '-150', '1e5', '150,00', ' 150', 'NaN', 'Infinity', '99999999999']) {
      expect(sporadicValueError(bad, '122.08'), bad).toBe(SPORADIC_VALUE_MESSAGES.format);
    }
  });

  it("labels the minimum as the spec writes it: '*Valor mínimo R$122,08'", () => {
    expect(minimumValueLabel('122.08')).toBe('*Valor mínimo R$122,08');
    expect(minimumValueLabel('1500')).toBe('*Valor mínimo R$1.500,00');
  });
});

describe('due date of a sporadic slip: three business days', () => {
  it('skips weekends', () => {
    expect(sporadicDueDate('2026-11-24')).toBe('2026-11-27'); // Tue → Fri
    expect(sporadicDueDate('2026-11-26')).toBe('2026-12-01'); // Thu → Fri, Mon, Tue
  });

  it('skips national holidays, Easter-based ones included', () => {
    // 2026-12-23 (Wed): 24 Thu, 25 Christmas, 26–27 weekend, 28 Mon, 29 Tue → 29/12.
    expect(sporadicDueDate('2026-12-23')).toBe('2026-12-29');
    // Carnival 2027 is Mon 8 and Tue 9 February: from Fri 5/2 → Wed 10, Thu 11, Fri 12.
    expect(sporadicDueDate('2027-02-05')).toBe('2027-02-12');
    // 20/11 (Consciência Negra) 2026 is a Friday: from Wed 18/11 → Thu 19, Mon 23, Tue 24.
    expect(sporadicDueDate('2026-11-18')).toBe('2026-11-24');
  });

  it("falls due by the year's last banking day when issued on or before it, so it counts in that year", () => {
    // 2026: 31/12 (Thu) has no bank business for the public, so the last banking day is Wed 30/12.
    expect(sporadicDueDate('2026-12-28')).toBe('2026-12-30'); // not Mon 04/01/2027
    expect(sporadicDueDate('2026-12-29')).toBe('2026-12-30');
    expect(sporadicDueDate('2026-12-30')).toBe('2026-12-30'); // issued on the last day: due that day
    expect(sporadicDueDate('2026-12-10')).toBe('2026-12-15'); // early December: three business days, unchanged
  });

  it('gives three business days in January to a slip issued on 31 December', () => {
    // 31/12 (Thu) → Fri 01/01 is a holiday, weekend, then Mon 4, Tue 5, Wed 6.
    expect(sporadicDueDate('2026-12-31')).toBe('2027-01-06');
  });

  it("takes today's date in Brasília, not in the server's zone", () => {
    // 02:30 UTC on 25/11 is still 23:30 of 24/11 in São Paulo (UTC−3, no daylight saving since 2019).
    expect(fundToday(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    expect(fundToday(new Date('2026-11-25T03:30:00Z'))).toBe('2026-11-25');
  });
});

describe('contribution rules (settings/contribution-management)', () => {
  const valid: ConfiguracaoContribuicao = {
    valorMinimo: '122.08',
    fatorSalario: '1.0833',
    limiteSalarial: '7473.30',
    percentualBasicoMaximo: 6,
    percentualSuplementarMaximo: 25,
    banco: '341',
    diaVencimento: 10,
    suspensaoMesesMaximo: 6,
  };

  it("accepts the spec's values", () => {
    expect(contributionRuleErrors(valid)).toEqual([]);
    expect(contributionRuleErrors({ ...valid, diaVencimento: 1, percentualBasicoMaximo: 0, percentualSuplementarMaximo: 100, limiteSalarial: '0' })).toEqual([]);
    expect(contributionRuleErrors({ ...valid, diaVencimento: 28, percentualBasicoMaximo: 6.55 })).toEqual([]);
  });

  it('names each field out of range, in Portuguese', () => {
    const errors = contributionRuleErrors({
      valorMinimo: '0',
      fatorSalario: '1.08335',
      limiteSalarial: '-1',
      percentualBasicoMaximo: 100.5,
      percentualSuplementarMaximo: 1.005,
      banco: '34',
      diaVencimento: 29,
      suspensaoMesesMaximo: 25,
    });
    expect(errors.map((error) => error.path)).toEqual(['valorMinimo', 'fatorSalario', 'limiteSalarial', 'percentualBasicoMaximo', 'percentualSuplementarMaximo', 'banco', 'diaVencimento', 'suspensaoMesesMaximo']);
    expect(errors.find((error) => error.path === 'suspensaoMesesMaximo')?.message).toBe('Informe o prazo máximo de suspensão entre 1 e 24 meses.');
    expect(contributionRuleErrors({ ...valid, suspensaoMesesMaximo: 1 })).toEqual([]);
    expect(contributionRuleErrors({ ...valid, suspensaoMesesMaximo: 24 })).toEqual([]);
    expect(contributionRuleErrors({ ...valid, suspensaoMesesMaximo: 0 })[0].path).toBe('suspensaoMesesMaximo');
    expect(contributionRuleErrors({ ...valid, suspensaoMesesMaximo: 2.5 })[0].path).toBe('suspensaoMesesMaximo');
    expect(errors.find((error) => error.path === 'diaVencimento')?.message).toBe('Informe um dia de vencimento entre 1 e 28.');
    expect(contributionRuleErrors({ ...valid, valorMinimo: '100000.01' })[0].path).toBe('valorMinimo');
    expect(contributionRuleErrors({ ...valid, banco: '34a' })[0].path).toBe('banco');
    expect(contributionRuleErrors({ ...valid, diaVencimento: 0 })[0].path).toBe('diaVencimento');
    expect(contributionRuleErrors({ ...valid, diaVencimento: 10.5 })[0].path).toBe('diaVencimento');
  });
});
