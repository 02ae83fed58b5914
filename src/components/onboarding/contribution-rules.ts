import type { ContributionRules } from '@/domain/contribution';
import type { OnboardingDescription } from '@/services/onboarding';

/** The plan's rules as the API sends them (regrasContribuicao), in the shape of the domain's formulas. */
export function rulesFromDescription(description: OnboardingDescription): ContributionRules {
  const rules = description.regrasContribuicao;
  return {
    salaryFactor: rules.fatorSalario,
    salaryThreshold: rules.limiteSalarial,
    basicMaxPercent: rules.percentualBasicoMaximo,
    supplementaryMaxPercent: rules.percentualSuplementarMaximo,
    minimumValue: rules.valorMinimo,
  };
}
