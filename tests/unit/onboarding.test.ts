import { describe, expect, it } from 'vitest';
import { applicableSteps, canGoBack, firstMissingStep, nextStep, previousStep, progressPercent, resumeStep, stepFromQuery } from '@/domain/onboarding';

describe('onboarding steps (spec §2.8, §4)', () => {
  it('value path: income range and contribution value; percentages path: percentages', () => {
    expect(applicableSteps({ onboardingPlano: 5, hasInvestmentProfiles: false })).toEqual([0, 1, 2, 3, 4, 5]);
    expect(applicableSteps({ onboardingPlano: null, hasInvestmentProfiles: true })).toEqual([0, 1, 2, 3, 4, 5, 7]);
    expect(applicableSteps({ onboardingPlano: 6, hasInvestmentProfiles: true })).toEqual([0, 1, 2, 4, 6, 7]);
  });

  it('progress = position among the steps with id ≥ 1', () => {
    const steps = [0, 1, 2, 4, 6, 7];
    expect(progressPercent(steps, 1)).toBe(20);
    expect(progressPercent(steps, 4)).toBe(60);
    expect(progressPercent(steps, 7)).toBe(100);
  });

  it('back only when the previous index is above 0', () => {
    const steps = [0, 1, 2, 3, 4, 5];
    expect(canGoBack(steps, 0)).toBe(false);
    expect(canGoBack(steps, 1)).toBe(false);
    expect(canGoBack(steps, 2)).toBe(true);
    expect(canGoBack(steps, 5)).toBe(true);
  });

  it('next moves along the list and ends with -1', () => {
    const steps = [0, 1, 2, 4, 6];
    expect(nextStep(steps, 0)).toBe(1);
    expect(nextStep(steps, 2)).toBe(4);
    expect(nextStep(steps, 6)).toBe(-1);
  });
});

describe('firstMissingStep', () => {
  it('is the first applicable step not saved, or -1', () => {
    expect(firstMissingStep([0, 1, 2, 4, 6, 7], [4, 6, 7])).toBe(1);
    expect(firstMissingStep([0, 1, 2, 4, 6, 7], [1, 2, 4, 6, 7])).toBe(-1);
  });
});

describe('onboarding navigation of the web (spec §4)', () => {
  const steps = [0, 1, 2, 4, 6, 7];

  it('previousStep follows the back rule: none from the first real step', () => {
    expect(previousStep(steps, 1)).toBeNull();
    expect(previousStep(steps, 0)).toBeNull();
    expect(previousStep(steps, 2)).toBe(1);
    expect(previousStep(steps, 6)).toBe(4);
  });

  it('stepFromQuery takes ?idStep= when it is one of the steps, else the start', () => {
    expect(stepFromQuery(steps, '4')).toBe(4);
    expect(stepFromQuery(steps, ['6', '1'])).toBe(6);
    expect(stepFromQuery(steps, '-1')).toBe(-1);
    expect(stepFromQuery(steps, '3')).toBe(0);
    expect(stepFromQuery(steps, 'x')).toBe(0);
    expect(stepFromQuery(steps, undefined)).toBe(0);
  });
});

describe('resuming an onboarding left half-way (issue 26)', () => {
  const valuePath = [0, 1, 2, 3, 4, 5];
  const percentagesPath = [0, 1, 2, 4, 6, 7];

  it('resumeStep: the welcome screen when nothing is saved, else the first step not saved, -1 when all are', () => {
    expect(resumeStep(valuePath, [])).toBe(0);
    // Olivia changed her password and answered the PEP question: she goes on at the income range.
    expect(resumeStep(valuePath, [1, 2])).toBe(3);
    expect(resumeStep(valuePath, [1])).toBe(2);
    // A gap is filled first.
    expect(resumeStep(valuePath, [1, 2, 4])).toBe(3);
    expect(resumeStep(percentagesPath, [4, 6, 7])).toBe(1);
    expect(resumeStep(valuePath, [1, 2, 3, 4, 5])).toBe(-1);
    // A step of the other path (saved outside this onboarding) does not count as progress.
    expect(resumeStep(percentagesPath, [3])).toBe(0);
  });

  it('stepFromQuery without ?idStep= resumes; ?idStep=1 once the password is saved resumes too', () => {
    expect(stepFromQuery(valuePath, undefined, [1, 2])).toBe(3);
    expect(stepFromQuery(valuePath, undefined, [])).toBe(0);
    expect(stepFromQuery(valuePath, '1', [1, 2])).toBe(3);
    expect(stepFromQuery(valuePath, '1', [])).toBe(1);
    // Any other saved step may be opened again to change its answer.
    expect(stepFromQuery(valuePath, '2', [1, 2])).toBe(2);
    expect(stepFromQuery(valuePath, '9', [1, 2])).toBe(0);
  });

  it('previousStep never leads back to a saved password: it is in force once saved', () => {
    expect(previousStep(valuePath, 2, [1])).toBeNull();
    expect(previousStep(valuePath, 2, [])).toBe(1);
    expect(previousStep(valuePath, 3, [1, 2])).toBe(2);
    expect(previousStep(percentagesPath, 4, [1, 2])).toBe(2);
  });
});
