import type { YesNo } from './api-types';
/** Onboarding steps of spec §2.8 and their order (spec §4). */

export const ONBOARDING_STEP = {
  END: -1,
  START: 0,
  PASSWORD: 1,
  POLITICALLY_EXPOSED: 2,
  INCOME_RANGE: 3,
  ADDRESS: 4,
  CONTRIBUTION_VALUE: 5,
  CONTRIBUTION_PERCENTAGES: 6,
  INVESTMENT_PROFILE: 7,
} as const;

/** onboarding_plano 6 = the percentages path (step 6); anything else = income range and value (steps 3 and 5). */
export const PERCENTAGES_PATH = 6;

export function applicableSteps(options: { onboardingPlano: number | null; hasInvestmentProfiles: boolean }): number[] {
  const isPercentagesPath = options.onboardingPlano === PERCENTAGES_PATH;
  // The list opens with the start screen (index 0): spec §4's back rule counts from it.
  const steps: number[] = [ONBOARDING_STEP.START, ONBOARDING_STEP.PASSWORD, ONBOARDING_STEP.POLITICALLY_EXPOSED];
  if (!isPercentagesPath) steps.push(ONBOARDING_STEP.INCOME_RANGE);
  steps.push(ONBOARDING_STEP.ADDRESS);
  steps.push(isPercentagesPath ? ONBOARDING_STEP.CONTRIBUTION_PERCENTAGES : ONBOARDING_STEP.CONTRIBUTION_VALUE);
  if (options.hasInvestmentProfiles) steps.push(ONBOARDING_STEP.INVESTMENT_PROFILE);
  return steps;
}

/** Progress = position / number of steps with id ≥ 1 (spec §4), as a whole percentage. */
export function progressPercent(steps: number[], currentStep: number): number {
  const counted = steps.filter((step) => step >= 1);
  const position = counted.indexOf(currentStep) + 1;
  return counted.length ? Math.round((position / counted.length) * 100) : 0;
}

/** Back is allowed only if the previous index is above 0 (spec §4). */
export function canGoBack(steps: number[], currentStep: number): boolean {
  return steps.indexOf(currentStep) - 1 > 0;
}

export function nextStep(steps: number[], currentStep: number): number {
  const index = steps.indexOf(currentStep);
  return index >= 0 && index < steps.length - 1 ? steps[index + 1] : ONBOARDING_STEP.END;
}

/** The six monthly income ranges of spec §3. */
export const INCOME_RANGES = [
  { id: 1, nome: 'R$ 1.412 a R$ 2.999' },
  { id: 2, nome: 'R$ 3.000 a R$ 4.999' },
  { id: 3, nome: 'R$ 5.000 a R$ 7.999' },
  { id: 4, nome: 'R$ 8.000 a R$ 11.999' },
  { id: 5, nome: 'R$ 12.000 a R$ 20.000' },
  { id: 6, nome: 'Acima de R$ 20.000' },
] as const;

/** The first applicable step (id ≥ 1) not saved yet, or END when all are. */
export function firstMissingStep(steps: number[], saved: readonly number[]): number {
  return steps.find((step) => step >= 1 && !saved.includes(step)) ?? ONBOARDING_STEP.END;
}

/**
 * Steps that are not shown again once saved. The new password is in force as soon as it is saved (the person signs in
 * with it, other sessions end): offering the demo password's form again would only ask for a second change.
 */
const FINAL_ONCE_SAVED: readonly number[] = [ONBOARDING_STEP.PASSWORD];

/**
 * The step before this one in the list, or null when spec §4's back rule forbids going back, or when that step is
 * one that is not shown again once saved (`saved`: the steps saved so far).
 */
export function previousStep(steps: number[], currentStep: number, saved: readonly number[] = []): number | null {
  if (!canGoBack(steps, currentStep)) return null;
  const previous = steps[steps.indexOf(currentStep) - 1];
  return FINAL_ONCE_SAVED.includes(previous) && saved.includes(previous) ? null : previous;
}

/**
 * Where an onboarding left unfinished picks up: the start screen when nothing is saved yet, else the first step not
 * saved (END when every step is).
 */
export function resumeStep(steps: number[], saved: readonly number[]): number {
  const applicableSaved = saved.filter((step) => step >= 1 && steps.includes(step));
  return applicableSaved.length === 0 ? ONBOARDING_STEP.START : firstMissingStep(steps, applicableSaved);
}

/**
 * The step to show for `?idStep=` (spec §4): one of the applicable steps, else the start screen. Without `?idStep=`
 * (a new sign-in lands on /onboarding), or when it names a step not shown again once saved, the onboarding resumes.
 */
export function stepFromQuery(steps: number[], idStep: string | string[] | undefined, saved: readonly number[] = []): number {
  const raw = Array.isArray(idStep) ? idStep[0] : idStep;
  if (raw === undefined) return resumeStep(steps, saved);
  if (!/^-?\d+$/.test(raw)) return ONBOARDING_STEP.START;
  const step = Number(raw);
  if (FINAL_ONCE_SAVED.includes(step) && saved.includes(step)) return resumeStep(steps, saved);
  return step === ONBOARDING_STEP.END || steps.includes(step) ? step : ONBOARDING_STEP.START;
}

/** The contribution paths a plan's onboarding may follow (settings/onboarding-management): onboarding_plano's values. */
export const ONBOARDING_PATHS = [
  { id: 5, nome: 'Faixa de renda e valor da contribuição' },
  { id: 6, nome: 'Percentuais de contribuição sobre o salário' },
] as const;

export type OnboardingPath = (typeof ONBOARDING_PATHS)[number]['id'];

/** A plan's path until an administrator chooses another (plano.onboarding_caminho's default). */
export const DEFAULT_ONBOARDING_PATH: OnboardingPath = 5;

export const ONBOARDING_MANAGEMENT_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  noLink: 'A pessoa não tem vínculo com este plano.',
  reset: (name: string) => `Primeiro acesso de ${name} reiniciado. No próximo acesso ao portal, a pessoa passará pelas etapas de novo.`,
} as const;

/** The address step's saved answer: the keys of the form in use (Brazil or abroad), and the proof of residence kept. */
export interface AddressAnswer {
  foreignResident: YesNo;
  cep?: string | null;
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  cidade?: string | null;
  estado?: string | null;
  country?: string | null;
  postalCode?: string | null;
  identificationNumber?: string | null;
  complement?: string | null;
  proofResidence: number | null;
  proofResidenceName: string | null;
}

/**
 * Each saved step's answer, keyed by idStep, in the shape of its metadata (never the password, step 1): what
 * GET /retornarDadosOnboarding answers (the server builds it, the page fills its forms from it).
 */
export interface OnboardingAnswers {
  2?: { ppe: YesNo | null };
  3?: { incomeRange: number | null };
  4?: AddressAnswer;
  5?: { formaPagamento: number | null; valorContribuicao: string | null; agencia: string | null; conta: string | null };
  6?: { percentualBasica: number | null; percentualSuplementar: number | null };
  7?: { idPerfilInvestimento: number | null };
}
