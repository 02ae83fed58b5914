import type { ApiValidationError } from './api-types';
import { isDecimalBetween } from './benefit-simulator-input';

/**
 * A plan's rules for the institutes a participant who leaves the sponsor may choose (settings/resgate,
 * portability-management, self-sponsorship-management, bpd), as GET and PUT /…ConfiguracaoInstitutos carry them,
 * checked field by field with a message in plain Portuguese by the API and the settings page alike.
 * Percentages are decimal strings with a dot and two places ('30.00'); no decimal library, the page imports this.
 */

export interface VestingStep {
  /** Whole years in the plan from which the step applies. */
  anos: number;
  /** Share of the sponsor's balance the participant takes from then on, percent ('30.00'). */
  percentual: string;
}

export interface ConfiguracaoInstitutos {
  vestingPatrocinadora: VestingStep[];
  resgateParcelasMaximas: number;
  carenciaPortabilidadeAnos: number;
  carenciaBpdAnos: number;
  idadeMinimaBpd: number;
  taxaAdministrativaAutopatrocinio: string;
}

export const INSTITUTE_LIMITS = {
  vestingSteps: { min: 1, max: 20 },
  vestingYears: { min: 0, max: 50 },
  resgateParcelasMaximas: { min: 1, max: 12 },
  /** Resolução CNPC 50/2022: the vesting period (carência) for portability and BPD is at most 3 years. */
  carenciaAnos: { min: 0, max: 3 },
  idadeMinimaBpd: { min: 40, max: 80 },
  taxaAdministrativaAutopatrocinio: { min: '0.00', max: '10.00' },
} as const;

export const INSTITUTE_MESSAGES = {
  vestingEmpty: 'Informe ao menos uma faixa de vesting, a última com 100 %.',
  vestingTooMany: `Informe no máximo ${INSTITUTE_LIMITS.vestingSteps.max} faixas de vesting.`,
  vestingYears: (step: number) => `Faixa ${step}: informe os anos de plano como um número inteiro de 0 a 50.`,
  vestingYearsOrder: (step: number) => `Faixa ${step}: os anos de plano devem ser maiores que os da faixa anterior.`,
  vestingPercent: (step: number) => `Faixa ${step}: informe o percentual acima de 0 % e até 100 %, com até duas casas decimais.`,
  vestingPercentOrder: (step: number) => `Faixa ${step}: o percentual deve ser maior que o da faixa anterior.`,
  vestingLast: 'A última faixa de vesting deve dar 100 % do saldo da patrocinadora.',
  resgateParcelasMaximas: 'Informe o número máximo de parcelas do resgate, de 1 a 12.',
  carenciaPortabilidadeAnos: 'Informe a carência da portabilidade em anos, de 0 a 3 (Resolução CNPC 50/2022).',
  carenciaBpdAnos: 'Informe a carência do BPD em anos, de 0 a 3 (Resolução CNPC 50/2022).',
  idadeMinimaBpd: 'Informe a idade de início do BPD, de 40 a 80 anos.',
  taxaAdministrativaAutopatrocinio: 'Informe a taxa administrativa do autopatrocínio de 0 % a 10 %, com até duas casas decimais.',
} as const;

const isIntegerBetween = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** '30.5' → 3050: hundredths of a percent, compared exactly. */
const hundredths = (percent: string) => {
  const [integer, fraction = ''] = percent.split('.');
  return Number(integer) * 100 + Number(fraction.padEnd(2, '0'));
};

/** What is wrong with the vesting table: years and percentages strictly increasing, each up to 100 %, the last 100 %. */
export function vestingErrors(steps: unknown): ApiValidationError[] {
  const path = 'vestingPatrocinadora';
  if (!Array.isArray(steps) || steps.length < INSTITUTE_LIMITS.vestingSteps.min) return [{ path, message: INSTITUTE_MESSAGES.vestingEmpty, type: 'minItems' }];
  if (steps.length > INSTITUTE_LIMITS.vestingSteps.max) return [{ path, message: INSTITUTE_MESSAGES.vestingTooMany, type: 'maxItems' }];
  const errors: ApiValidationError[] = [];
  let previous: { anos: number; percentual: number } | null = null;
  steps.forEach((step: Partial<Record<keyof VestingStep, unknown>> | null, index) => {
    const number = index + 1;
    const anos = step?.anos;
    const percentual = step?.percentual;
    const hasYears = isIntegerBetween(anos, INSTITUTE_LIMITS.vestingYears.min, INSTITUTE_LIMITS.vestingYears.max);
    const hasPercent = isDecimalBetween(percentual, '0.01', '100.00');
    if (!hasYears) errors.push({ path: `${path}/${index}/anos`, message: INSTITUTE_MESSAGES.vestingYears(number), type: 'range' });
    else if (previous && anos <= previous.anos) errors.push({ path: `${path}/${index}/anos`, message: INSTITUTE_MESSAGES.vestingYearsOrder(number), type: 'order' });
    if (!hasPercent) errors.push({ path: `${path}/${index}/percentual`, message: INSTITUTE_MESSAGES.vestingPercent(number), type: 'range' });
    else if (previous && hundredths(percentual) <= previous.percentual) errors.push({ path: `${path}/${index}/percentual`, message: INSTITUTE_MESSAGES.vestingPercentOrder(number), type: 'order' });
    previous = { anos: hasYears ? anos : (previous?.anos ?? -1), percentual: hasPercent ? hundredths(percentual) : (previous?.percentual ?? 0) };
  });
  const last = steps[steps.length - 1] as Partial<VestingStep> | null;
  if (errors.length === 0 && (typeof last?.percentual !== 'string' || hundredths(last.percentual) !== 10_000)) {
    errors.push({ path: `${path}/${steps.length - 1}/percentual`, message: INSTITUTE_MESSAGES.vestingLast, type: 'last' });
  }
  return errors;
}

/** What is wrong with a plan's institute settings, field by field (empty when they can be saved). */
export function instituteSettingsErrors(input: Partial<Record<keyof ConfiguracaoInstitutos, unknown>>): ApiValidationError[] {
  const errors = vestingErrors(input.vestingPatrocinadora);
  type Scalar = Exclude<keyof ConfiguracaoInstitutos, 'vestingPatrocinadora'>;
  const check = (ok: boolean, path: Scalar) => {
    if (!ok) errors.push({ path, message: INSTITUTE_MESSAGES[path], type: 'range' });
  };
  const { resgateParcelasMaximas, carenciaAnos, idadeMinimaBpd, taxaAdministrativaAutopatrocinio: fee } = INSTITUTE_LIMITS;
  check(isIntegerBetween(input.resgateParcelasMaximas, resgateParcelasMaximas.min, resgateParcelasMaximas.max), 'resgateParcelasMaximas');
  check(isIntegerBetween(input.carenciaPortabilidadeAnos, carenciaAnos.min, carenciaAnos.max), 'carenciaPortabilidadeAnos');
  check(isIntegerBetween(input.carenciaBpdAnos, carenciaAnos.min, carenciaAnos.max), 'carenciaBpdAnos');
  check(isIntegerBetween(input.idadeMinimaBpd, idadeMinimaBpd.min, idadeMinimaBpd.max), 'idadeMinimaBpd');
  check(isDecimalBetween(input.taxaAdministrativaAutopatrocinio, fee.min, fee.max), 'taxaAdministrativaAutopatrocinio');
  return errors;
}

/** Two places, as the API answers and the table stores them: '30' → '30.00', '12.5' → '12.50'. */
export function normalizePercent(value: string): string {
  const [integer, fraction = ''] = value.split('.');
  return `${Number(integer)}.${fraction.padEnd(2, '0')}`;
}
