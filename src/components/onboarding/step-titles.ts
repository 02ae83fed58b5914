import { ONBOARDING_STEP } from '@/domain/onboarding';

/** The heading of each step (spec §2.8). */
export const STEP_TITLES: Record<number, string> = {
  [ONBOARDING_STEP.END]: 'Cadastro concluído',
  [ONBOARDING_STEP.START]: 'Boas-vindas ao portal',
  [ONBOARDING_STEP.PASSWORD]: 'Crie a sua senha',
  [ONBOARDING_STEP.POLITICALLY_EXPOSED]: 'Pessoa politicamente exposta',
  [ONBOARDING_STEP.INCOME_RANGE]: 'Renda mensal',
  [ONBOARDING_STEP.ADDRESS]: 'Endereço',
  [ONBOARDING_STEP.CONTRIBUTION_VALUE]: 'Contribuição mensal',
  [ONBOARDING_STEP.CONTRIBUTION_PERCENTAGES]: 'Percentuais de contribuição',
  [ONBOARDING_STEP.INVESTMENT_PROFILE]: 'Perfil de investimento',
};
