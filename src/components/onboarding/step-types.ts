import type { OnboardingAnswers, OnboardingDescription } from '@/services/onboarding';

/** What the flow gives each step: the plan's rules and choices, the answers saved so far, how to save and whether Back is allowed. */
export interface StepProps {
  description: OnboardingDescription;
  idPessoa: number;
  idPlano: number;
  /** The answers already saved (this visit or an earlier one), by step: the step's form starts from its own. */
  answers: OnboardingAnswers;
  /**
   * Saves the step and moves on; rejects with the ApiError so the step can show it under its fields. `answer` is what
   * the form shows again when the person comes back to the step (the metadata when omitted).
   */
  onSave: (metadata: Record<string, unknown>, answer?: Record<string, unknown>) => Promise<void>;
  /** Null when spec §4's back rule forbids going back. */
  onBack: (() => void) | null;
  /** The last applicable step says 'Concluir' instead of 'Próximo'. */
  isLastStep: boolean;
}
