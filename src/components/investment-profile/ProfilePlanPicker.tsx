import type { ReactNode } from 'react';
import { PlanSettings } from '@/components/settings/PlanSettings';

/** The plans that have investment profiles, and what the page shows for the chosen one. */
export function ProfilePlanPicker({ children }: { children: (idPlano: number) => ReactNode }) {
  return (
    <PlanSettings only={(plan) => plan.tem_perfil === 'S'} hint="Só os planos com perfis de investimento." noPlans="Nenhum plano tem perfis de investimento.">
      {children}
    </PlanSettings>
  );
}

/** The messages of a refused save: the field errors when there are some, the message otherwise. */
export function errorMessages(error: unknown, fallback: string): string[] {
  const apiError = error as { message?: string; errors?: Array<{ message: string }> } | null;
  if (apiError?.errors?.length) return apiError.errors.map((item) => item.message);
  return [apiError?.message || fallback];
}
