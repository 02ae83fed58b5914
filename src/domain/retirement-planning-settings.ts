import type { ApiValidationError } from './api-types';
import { Money } from './money';

/**
 * A plan's planning assumptions (settings/beneficios, 'Planejamento da aposentadoria'): three yearly returns for the
 * scenarios, the inflation that turns future reais into today's, and the term of the income the planning assumes.
 */
export interface PlanningSettings {
  rentabilidadePessimista: string;
  rentabilidadeEsperada: string;
  rentabilidadeOtimista: string;
  inflacaoAnual: string;
  prazoRendaMeses: number;
}

export const PLANNING_SETTING_LIMITS = { taxaMaxima: '20.00', prazo: { min: 12, max: 600 } } as const;

/** Until a plan saves its own: the return around the simulator's reference, 20 years of income. */
export const DEFAULT_SPREAD = '2.00';
export const DEFAULT_INCOME_TERM_MONTHS = 240;

export const PLANNING_SETTINGS_MESSAGES = {
  rate: 'Informe um percentual ao ano de 0.00 a 20.00, com até 2 casas (ex.: 4.50).',
  order: 'A rentabilidade pessimista não pode passar da esperada, nem a esperada da otimista.',
  term: `Informe o prazo da renda em meses, de ${PLANNING_SETTING_LIMITS.prazo.min} a ${PLANNING_SETTING_LIMITS.prazo.max}.`,
} as const;

const isRate = (value: unknown): value is string => typeof value === 'string' && /^\d{1,2}(\.\d{1,2})?$/.test(value) && new Money(value).lte(PLANNING_SETTING_LIMITS.taxaMaxima);

/** The defaults of a plan that never saved any: the simulator's reference return ± 2 points and the given inflation. */
export function defaultPlanningSettings(rentabilidadeReferencia: string, inflacaoAnual: string): PlanningSettings {
  const expected = new Money(rentabilidadeReferencia);
  return {
    rentabilidadePessimista: Money.max(0, expected.minus(DEFAULT_SPREAD)).toFixed(2),
    rentabilidadeEsperada: expected.toFixed(2),
    rentabilidadeOtimista: Money.min(PLANNING_SETTING_LIMITS.taxaMaxima, expected.plus(DEFAULT_SPREAD)).toFixed(2),
    inflacaoAnual: new Money(inflacaoAnual).toFixed(2),
    prazoRendaMeses: DEFAULT_INCOME_TERM_MONTHS,
  };
}

export function planningSettingsErrors(input: PlanningSettings): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  const rates = ['rentabilidadePessimista', 'rentabilidadeEsperada', 'rentabilidadeOtimista', 'inflacaoAnual'] as const;
  for (const field of rates) if (!isRate(input[field])) errors.push({ path: field, message: PLANNING_SETTINGS_MESSAGES.rate, type: 'range' });
  if (!errors.length && (new Money(input.rentabilidadePessimista).gt(input.rentabilidadeEsperada) || new Money(input.rentabilidadeEsperada).gt(input.rentabilidadeOtimista))) {
    errors.push({ path: 'rentabilidadeEsperada', message: PLANNING_SETTINGS_MESSAGES.order, type: 'order' });
  }
  const { min, max } = PLANNING_SETTING_LIMITS.prazo;
  if (!Number.isInteger(input.prazoRendaMeses) || input.prazoRendaMeses < min || input.prazoRendaMeses > max) errors.push({ path: 'prazoRendaMeses', message: PLANNING_SETTINGS_MESSAGES.term, type: 'range' });
  return errors;
}
