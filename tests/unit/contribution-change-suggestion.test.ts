import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTRIBUTION_RULES } from '@/domain/contribution';
import { contributionAmounts, contributionPercentagesChoice } from '@/domain/contribution-change-choice';
import { suggestedContributionValue, suggestedPercentages } from '@/domain/contribution-change-suggestion';

// Factor 1,0833, threshold R$ 7.473,30, basic up to 6 %, supplementary up to 25 %, step 0,5 point.
const rules = DEFAULT_CONTRIBUTION_RULES;

describe('the contribution change started from an extra monthly amount (?adicional=)', () => {
  it('adds the extra to the value on the value path', () => {
    expect(suggestedContributionValue('300.00', '123.45')).toBe('423.45');
    expect(suggestedContributionValue('122.08', '0.5')).toBe('122.58');
  });

  it('raises the supplementary to the first half point that adds at least the extra', () => {
    // Salary 12 500: 1,0833 × 12 500 = 13 541,25; each point of supplementary 135,41. Today 6 % + 8 % (1 083,30).
    // + R$ 123,45 → 8,5 % gives 1 151,01 (+ 67,71, short), 9 % gives 1 218,71 (+ 135,41): 9 %.
    expect(suggestedPercentages('12500.00', { basicPercent: 6, supplementaryPercent: 8 }, '123.45', rules)).toEqual({ basicPercent: 6, supplementaryPercent: 9, isCapped: false });
    // Exactly + 135,41 is reached by 9 %; one centavo more needs 9,5 % (1 286,42).
    expect(suggestedPercentages('12500.00', { basicPercent: 6, supplementaryPercent: 8 }, '135.41', rules).supplementaryPercent).toBe(9);
    expect(suggestedPercentages('12500.00', { basicPercent: 6, supplementaryPercent: 8 }, '135.42', rules).supplementaryPercent).toBe(9.5);
  });

  it('is a valid choice whose preview is at least the extra above today', () => {
    const suggestion = suggestedPercentages('12500.00', { basicPercent: 6, supplementaryPercent: 8 }, '123.45', rules);
    const choice = contributionPercentagesChoice({ percentualBasica: suggestion.basicPercent, percentualSuplementar: suggestion.supplementaryPercent }, '12500.00', rules);
    expect(choice.errors).toEqual([]);
    expect(contributionAmounts({ ...choice, valorContribuicao: null }, 'percentual', '12500.00', rules).total).toBe('1582.79'); // 364,08 + 1 218,71 = 1 447,38 + 135,41
  });

  it('stops at the maximum and says so when the extra does not fit', () => {
    // 24 % → 25 % adds 135,41, far from R$ 500,00.
    expect(suggestedPercentages('12500.00', { basicPercent: 6, supplementaryPercent: 24 }, '500.00', rules)).toEqual({ basicPercent: 6, supplementaryPercent: 25, isCapped: true });
    // Already at the maximum: nothing to add.
    expect(suggestedPercentages('12500.00', { basicPercent: 6, supplementaryPercent: 25 }, '10.00', rules)).toEqual({ basicPercent: 6, supplementaryPercent: 25, isCapped: true });
  });

  it('raises the basic first while the supplementary is locked behind it (salary above the threshold, basic below 6 %)', () => {
    // Salary 9 100: basic base 1,0833 × 9 100 − 7 473,30 = 2 384,73; 4 % = 95,39. + R$ 30 → 5 % gives 119,24 (+ 23,85),
    // 5,5 % gives 131,16 (+ 35,77): 5,5 %, the supplementary still 0.
    expect(suggestedPercentages('9100.00', { basicPercent: 4, supplementaryPercent: 0 }, '30.00', rules)).toEqual({ basicPercent: 5.5, supplementaryPercent: 0, isCapped: false });
    // + R$ 100 → 6 % gives 143,08 (+ 47,69); with it the supplementary on 9 858,03: 0,5 % = 49,29 (+ 96,98, short), 1 % = 98,58 (+ 146,27).
    expect(suggestedPercentages('9100.00', { basicPercent: 4, supplementaryPercent: 0 }, '100.00', rules)).toEqual({ basicPercent: 6, supplementaryPercent: 1, isCapped: false });
  });

  it('raises only the supplementary below the threshold, from an off-step percentage to the next step', () => {
    // Salary 5 000: 5 416,50 × 10 % = 541,65; 10,5 % = 568,73 (+ 27,08), 11 % = 595,82 (+ 54,17) for + R$ 50.
    expect(suggestedPercentages('5000.00', { basicPercent: 0, supplementaryPercent: 10 }, '50.00', rules)).toEqual({ basicPercent: 0, supplementaryPercent: 11, isCapped: false });
    // 2,3 % (124,58) → 2,5 % (135,41): the next step of the field, not 2,8 %.
    expect(suggestedPercentages('5000.00', { basicPercent: 0, supplementaryPercent: 2.3 }, '1.00', rules).supplementaryPercent).toBe(2.5);
  });

  it('reaches a maximum that is off the step', () => {
    const oddRules = { ...rules, supplementaryMaxPercent: 10.2 };
    expect(suggestedPercentages('5000.00', { basicPercent: 0, supplementaryPercent: 10 }, '5.00', oddRules)).toEqual({ basicPercent: 0, supplementaryPercent: 10.2, isCapped: false });
    expect(suggestedPercentages('5000.00', { basicPercent: 0, supplementaryPercent: 10 }, '50.00', oddRules)).toEqual({ basicPercent: 0, supplementaryPercent: 10.2, isCapped: true });
  });
});
