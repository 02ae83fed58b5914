import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRIBUTION_RULES } from '@/domain/contribution';
import { contributionAmounts, contributionPath, contributionPercentagesChoice, contributionValueChoice, nextCompetence } from '@/domain/contribution-change-choice';
import { contributionPercentagesStep, contributionValueStep } from '@/server/modules/onboarding/steps';

const rules = DEFAULT_CONTRIBUTION_RULES;

describe('the contribution choice shared by the onboarding and the contribution change', () => {
  it('gives the §9 formula through the validated choice: salary 12 500, 6 % + 8 %', () => {
    const choice = contributionPercentagesChoice({ percentualBasica: '6', percentualSuplementar: 8 }, '12500.00', rules);
    expect(choice).toEqual({ percentualBasica: '6.00', percentualSuplementar: '8.00', errors: [] });
    // 1,0833 × 12 500 = 13 541,25; 6 % × (13 541,25 − 7 473,30) = 364,077 → 364,08; 8 % × 13 541,25 = 1 083,30.
    expect(contributionAmounts({ ...choice, valorContribuicao: null }, 'percentual', '12500.00', rules)).toEqual({ basica: '364.08', suplementar: '1083.30', total: '1447.38' });
  });

  it('applies spec §5: basic off below the threshold, supplementary only with the basic at 6 % above it, one of them above 0', () => {
    expect(contributionPercentagesChoice({ percentualBasica: 3 }, '5000.00', rules).errors[0]).toMatchObject({ path: 'percentualBasica', message: 'Com este salário não há contribuição básica.' });
    // Below the threshold the supplementary alone is fine: 1,0833 × 5 000 × 10 % = 541,65.
    const low = contributionPercentagesChoice({ percentualSuplementar: '10,00' }, '5000.00', rules);
    expect(low.errors).toEqual([]);
    expect(contributionAmounts({ ...low, valorContribuicao: null }, 'percentual', '5000.00', rules).total).toBe('541.65');
    expect(contributionPercentagesChoice({ percentualBasica: 5, percentualSuplementar: 1 }, '9100.00', rules).errors[0].message).toBe('A contribuição suplementar exige a básica de 6%.');
    expect(contributionPercentagesChoice({ percentualBasica: 0, percentualSuplementar: 0 }, '9100.00', rules).errors[0].message).toBe('Informe a contribuição básica ou a suplementar.');
    expect(contributionPercentagesChoice({ percentualBasica: 6.001 }, '9100.00', rules).errors[0].path).toBe('percentualBasica');
    expect(contributionPercentagesChoice({ percentualBasica: 6, percentualSuplementar: 25.5 }, '9100.00', rules).errors[0].message).toBe('A contribuição suplementar vai de 0 a 25%.');
  });

  it('is what the onboarding steps 5 and 6 run, with their fields under metadata/', () => {
    expect(() => contributionPercentagesStep({ percentualBasica: 7 }, '9100.00', rules)).toThrow();
    try {
      contributionPercentagesStep({ percentualBasica: 4, percentualSuplementar: 2 }, '9100.00', rules);
    } catch (error) {
      expect((error as { errors: unknown[] }).errors[0]).toMatchObject({ path: 'metadata/percentualSuplementar' });
    }
    expect(contributionPercentagesStep({ percentualBasica: 6, percentualSuplementar: 10 }, '9100.00', rules)).toEqual({ percentualBasica: '6.00', percentualSuplementar: '10.00' });
    expect(contributionValueStep({ formaPagamento: 2, valorContribuicao: '122,08' }, { ...rules, bank: '341', dueDay: 10 })).toMatchObject({ valorContribuicao: '122.08' });
  });

  it('keeps the value path at the minimum R$122,08', () => {
    expect(contributionValueChoice('122.08', rules)).toEqual({ valorContribuicao: '122.08', errors: [] });
    expect(contributionValueChoice(450.5, rules).valorContribuicao).toBe('450.50');
    for (const bad of ['122.07', '', undefined, 'abc', '10.001', -5]) {
      expect(contributionValueChoice(bad, rules).errors).toEqual([{ path: 'valorContribuicao', message: '*Valor mínimo R$\u00a0122,08', type: 'minimum' }]);
    }
  });

  it('follows how the link contributes today, else its plan kind', () => {
    expect(contributionPath({ valorContribuicao: '420.00', percentualBasica: null, percentualSuplementar: null }, '1')).toBe('valor');
    expect(contributionPath({ valorContribuicao: null, percentualBasica: '6.00', percentualSuplementar: '5.00' }, '2')).toBe('percentual');
    expect(contributionPath({ valorContribuicao: null, percentualBasica: null, percentualSuplementar: null }, '2')).toBe('valor');
    expect(contributionPath({ valorContribuicao: null, percentualBasica: null, percentualSuplementar: null }, '1')).toBe('percentual');
  });

  it('counts the effective month from the fund’s today, across the year', () => {
    expect(nextCompetence('2026-11-24')).toBe('2026-12');
    expect(nextCompetence('2026-12-05')).toBe('2027-01');
    expect(nextCompetence('2026-11-24', 6)).toBe('2027-05');
  });
});
