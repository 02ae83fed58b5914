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
