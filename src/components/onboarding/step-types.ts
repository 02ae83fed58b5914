import type { OnboardingDescription } from '@/services/onboarding';

/** What the flow gives each step: the plan's rules and choices, how to save and whether Back is allowed. */
export interface StepProps {
  description: OnboardingDescription;
  idPessoa: number;
  idPlano: number;
  /** Saves the step and moves on; rejects with the ApiError so the step can show it under its fields. */
  onSave: (metadata: Record<string, unknown>) => Promise<void>;
  /** Null when spec §4's back rule forbids going back. */
  onBack: (() => void) | null;
  /** The last applicable step says 'Concluir' instead of 'Próximo'. */
  isLastStep: boolean;
}
