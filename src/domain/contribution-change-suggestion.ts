import { applyPercentageRules, basicContribution, PERCENTAGE_STEP, supplementaryContribution, type ContributionRules, type PercentageChoice } from './contribution';
import { Money } from './money';

/**
 * The contribution change started from an extra monthly amount (`?adicional=123.45`, the one the retirement planning
 * says closes the gap to the goal): the new value, or the percentages that add at least that much to today's.
 */

/** Value path: today's value plus the extra, in reais. */
export function suggestedContributionValue(todayValue: string, extra: string): string {
  return new Money(todayValue).plus(extra).toFixed(2);
}

export interface PercentageSuggestion extends PercentageChoice {
  /** The rules' maximum was reached before the extra was: the suggestion adds less than asked. */
  isCapped: boolean;
}

const monthlyTotal = (salary: string, choice: PercentageChoice, rules: ContributionRules) =>
  new Money(basicContribution(salary, choice.basicPercent, rules)).plus(supplementaryContribution(salary, choice.supplementaryPercent, rules));

/** The step values above `from` up to `max`, then `max` itself when it is off the step (2.3 → 2.5, 3, … 25). */
function stepsAbove(from: number, max: number): number[] {
  const steps: number[] = [];
  for (let step = Math.floor(from / PERCENTAGE_STEP) + 1; step * PERCENTAGE_STEP < max; step += 1) steps.push(step * PERCENTAGE_STEP);
  if (from < max) steps.push(max);
  return steps;
}

/**
 * Percentages path: the smallest raise, on the fields' step, whose monthly contribution (spec §9 formula, in cents)
 * is at least `extra` above today's. The supplementary is the one raised; where it is locked (salary above the
 * threshold with the basic below its maximum, spec §5) the basic goes up first, to its maximum if that is not enough,
 * and the supplementary after it. Past the maximums the maximums are suggested, with `isCapped`.
 */
export function suggestedPercentages(salary: string, today: PercentageChoice, extra: string, rules: ContributionRules): PercentageSuggestion {
  const start = applyPercentageRules(salary, today, rules);
  const target = monthlyTotal(salary, start, rules).plus(extra);
  let choice: PercentageChoice = { basicPercent: start.basicPercent, supplementaryPercent: start.supplementaryPercent };
  const isReached = () => !monthlyTotal(salary, choice, rules).lt(target);
  if (isReached()) return { ...choice, isCapped: false };
  if (!start.isSupplementaryEnabled) {
    for (const basicPercent of stepsAbove(start.basicPercent, rules.basicMaxPercent)) {
      choice = { basicPercent, supplementaryPercent: 0 };
      if (isReached()) return { ...choice, isCapped: false };
    }
  }
  for (const supplementaryPercent of stepsAbove(choice.supplementaryPercent, rules.supplementaryMaxPercent)) {
    choice = { ...choice, supplementaryPercent };
    if (isReached()) return { ...choice, isCapped: false };
  }
  return { ...choice, isCapped: !isReached() };
}
