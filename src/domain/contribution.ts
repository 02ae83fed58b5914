import { Money, toCents } from './money';

/** Per-plan contribution settings (domain-rules.md): seeded with the spec's values, editable by the fund. */
export interface ContributionRules {
  salaryFactor: string; // 1.0833
  salaryThreshold: string; // 7473.30
  basicMaxPercent: number; // 6
  supplementaryMaxPercent: number; // 25
  minimumValue: string; // 122.08
}

export const DEFAULT_CONTRIBUTION_RULES: ContributionRules = {
  salaryFactor: '1.0833',
  salaryThreshold: '7473.30',
  basicMaxPercent: 6,
  supplementaryMaxPercent: 25,
  minimumValue: '122.08',
};

/** basic = basic% / 100 × (1.0833 × salary − 7473.30), rounded to 2 decimals, never negative (spec §9, §5). */
export function basicContribution(
  salary: string,
  basicPercent: string | number,
  rules: ContributionRules = DEFAULT_CONTRIBUTION_RULES,
): string {
  const base = new Money(rules.salaryFactor).times(salary).minus(rules.salaryThreshold);
  if (base.lte(0)) return '0.00';
  return toCents(new Money(basicPercent).div(100).times(base)).toFixed(2);
}

/** supplementary = 1.0833 × salary × supplementary% / 100, rounded to 2 decimals (spec §9). */
export function supplementaryContribution(
  salary: string,
  supplementaryPercent: string | number,
  rules: ContributionRules = DEFAULT_CONTRIBUTION_RULES,
): string {
  return toCents(new Money(rules.salaryFactor).times(salary).times(supplementaryPercent).div(100)).toFixed(2);
}

/** The percentage fields move by half a point (their input's step). */
export const PERCENTAGE_STEP = 0.5;

export interface PercentageChoice {
  basicPercent: number;
  supplementaryPercent: number;
}

export interface PercentageState extends PercentageChoice {
  isBasicEnabled: boolean;
  isSupplementaryEnabled: boolean;
  /** Next needs basic or supplementary above 0 (spec §5). */
  canProceed: boolean;
}

function clamp(value: number, max: number) {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, max);
}

/**
 * Spec §5: basic 0–max %, disabled when the salary is below the threshold (its base would be negative);
 * supplementary 0–max %, disabled and reset to 0 while basic is below its maximum on a salary above the threshold.
 */
export function applyPercentageRules(salary: string, choice: PercentageChoice, rules: ContributionRules = DEFAULT_CONTRIBUTION_RULES): PercentageState {
  const isBasicEnabled = !new Money(salary).lt(rules.salaryThreshold);
  const basicPercent = isBasicEnabled ? clamp(choice.basicPercent, rules.basicMaxPercent) : 0;
  const isAboveThreshold = new Money(salary).gt(rules.salaryThreshold);
  const isSupplementaryEnabled = !(isAboveThreshold && basicPercent < rules.basicMaxPercent);
  const supplementaryPercent = isSupplementaryEnabled ? clamp(choice.supplementaryPercent, rules.supplementaryMaxPercent) : 0;
  return { basicPercent, supplementaryPercent, isBasicEnabled, isSupplementaryEnabled, canProceed: basicPercent > 0 || supplementaryPercent > 0 };
}

/** Value path (spec §5): a typed value below the plan minimum is raised to it. */
export function raiseToMinimum(value: string, rules: ContributionRules = DEFAULT_CONTRIBUTION_RULES): string {
  const typed = new Money(value || 0);
  return (typed.lt(rules.minimumValue) ? new Money(rules.minimumValue) : typed).toFixed(2);
}
