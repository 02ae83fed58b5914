import type { ApiValidationError } from './api-types';
import { applyPercentageRules, basicContribution, supplementaryContribution, type ContributionRules } from './contribution';
import { minimumValueNote } from './sporadic-contribution-rules';
import { Money } from './money';

/**
 * The monthly contribution a participant chooses, by value (spec §5 contribution data) or by percentages of the salary
 * (spec §5 percentages, §9 formula): one validation for the onboarding (steps 5 and 6) and the contribution change
 * (service 8), so both say the same thing about the same numbers. `prefix` names where the fields sit in the body
 * ('metadata/' in the onboarding, nothing in the change).
 */

export type ContributionPath = 'valor' | 'percentual';

/** The value path is the loan-enabled kind's (Mais Valor: '*Valor mínimo R$122,08'); the percentages path the others'. */
export const VALUE_PATH_PLAN_KIND = '2';

interface CurrentContribution {
  valorContribuicao: string | null;
  percentualBasica: string | null;
  percentualSuplementar: string | null;
}

/** How a link contributes: as it does today when it says so, else as its plan's kind does. */
export function contributionPath(link: CurrentContribution, planKind: string): ContributionPath {
  const hasValue = link.valorContribuicao !== null;
  const hasPercentages = link.percentualBasica !== null || link.percentualSuplementar !== null;
  if (hasValue !== hasPercentages) return hasValue ? 'valor' : 'percentual';
  return planKind === VALUE_PATH_PLAN_KIND ? 'valor' : 'percentual';
}

/** A decimal typed or sent as text ('150', '150.5', '150,50') or a number; null when it is not one. */
function decimalText(value: unknown, places: number): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  return new RegExp(`^\\d{1,9}(\\.\\d{1,${places}})?$`).test(text) ? text : null;
}

/**
 * Value path: at least the plan's minimum, with centavos at most. The message names the minimum as `minimumMessage`
 * writes it: the standard 'R$ 122,08' by default; the onboarding passes the spec's literal (minimumValueLabel).
 */
export function contributionValueChoice(
  raw: unknown,
  rules: ContributionRules,
  prefix = '',
  minimumMessage: (minimumValue: string) => string = minimumValueNote,
): { valorContribuicao: string | null; errors: ApiValidationError[] } {
  const text = decimalText(raw, 2);
  if (text === null || new Money(text).lt(rules.minimumValue)) {
    return { valorContribuicao: null, errors: [{ path: `${prefix}valorContribuicao`, message: minimumMessage(rules.minimumValue), type: 'minimum' }] };
  }
  return { valorContribuicao: new Money(text).toFixed(2), errors: [] };
}

export interface PercentagesChoice {
  percentualBasica: string;
  percentualSuplementar: string;
  errors: ApiValidationError[];
}

/**
 * Percentages path (spec §5): basic 0–max, none on a salary below the threshold; supplementary 0–max, only with the
 * basic at its maximum on a salary above the threshold; one of them above 0. A missing percentage counts as 0.
 */
export function contributionPercentagesChoice(input: { percentualBasica?: unknown; percentualSuplementar?: unknown }, salary: string, rules: ContributionRules, prefix = ''): PercentagesChoice {
  const basicText = decimalText(input.percentualBasica ?? 0, 2);
  const supplementaryText = decimalText(input.percentualSuplementar ?? 0, 2);
  const basicPercent = basicText === null ? Number.NaN : Number(basicText);
  const supplementaryPercent = supplementaryText === null ? Number.NaN : Number(supplementaryText);
  const state = applyPercentageRules(salary, { basicPercent, supplementaryPercent }, rules);
  const errors: ApiValidationError[] = [];
  if (!Number.isFinite(basicPercent) || basicPercent !== state.basicPercent) {
    errors.push({
      path: `${prefix}percentualBasica`,
      message: state.isBasicEnabled ? `A contribuição básica vai de 0 a ${rules.basicMaxPercent}%.` : 'Com este salário não há contribuição básica.',
      type: 'range',
    });
  }
  if (!Number.isFinite(supplementaryPercent) || supplementaryPercent !== state.supplementaryPercent) {
    errors.push({
      path: `${prefix}percentualSuplementar`,
      message: state.isSupplementaryEnabled ? `A contribuição suplementar vai de 0 a ${rules.supplementaryMaxPercent}%.` : `A contribuição suplementar exige a básica de ${rules.basicMaxPercent}%.`,
      type: 'range',
    });
  }
  if (!errors.length && !state.canProceed) errors.push({ path: prefix ? prefix.replace(/\/$/, '') : 'percentualBasica', message: 'Informe a contribuição básica ou a suplementar.', type: 'required' });
  return { percentualBasica: state.basicPercent.toFixed(2), percentualSuplementar: state.supplementaryPercent.toFixed(2), errors };
}

export interface ContributionAmounts {
  basica: string;
  suplementar: string;
  total: string;
}

/** The monthly R$ a choice gives (spec §9 formula; the value path is its value). */
export function contributionAmounts(choice: CurrentContribution, path: ContributionPath, salary: string | null, rules: ContributionRules): ContributionAmounts {
  if (path === 'valor') {
    const value = new Money(choice.valorContribuicao ?? 0).toFixed(2);
    return { basica: value, suplementar: '0.00', total: value };
  }
  const basica = salary ? basicContribution(salary, choice.percentualBasica ?? 0, rules) : '0.00';
  const suplementar = salary ? supplementaryContribution(salary, choice.percentualSuplementar ?? 0, rules) : '0.00';
  return { basica, suplementar, total: new Money(basica).plus(suplementar).toFixed(2) };
}

/** The first month a change or a suspension asked today applies to: next month, 'yyyy-MM'. */
export function nextCompetence(today: string, monthsAhead = 1): string {
  const [year, month] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) + monthsAhead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
