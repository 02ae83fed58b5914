import { useCallback, useState, type ReactNode } from 'react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Select } from '@/components/ui/Select';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPlanos } from '@/services/plans';

/** The plans that have investment profiles, and what the page shows for the chosen one. */
export function ProfilePlanPicker({ children }: { children: (idPlano: number) => ReactNode }) {
  const fetchPlans = useCallback(() => retornarPlanos(), []);
  const plans = useApiQuery(fetchPlans);
  const [idPlano, setIdPlano] = useState<string | null>(null);

  if (plans.isLoading) return <DashboardSkeleton label="Carregando os planos" />;
  if (plans.error || !plans.data) return <DashboardError title="Não foi possível carregar os planos." message={plans.error?.message ?? ''} onRetry={plans.retry} />;
  const withProfiles = plans.data.filter((plan) => plan.tem_perfil === 'S');
  if (withProfiles.length === 0) return <p className="text-gray-700 dark:text-gray-300">Nenhum plano tem perfis de investimento.</p>;
  const chosen = idPlano ?? String(withProfiles[0].id);
  return (
    <div className="space-y-8">
      <Select
        label="Plano"
        hint="Só os planos com perfis de investimento."
        className="sm:max-w-sm"
        value={chosen}
        onChange={setIdPlano}
        options={withProfiles.map((plan) => ({ value: String(plan.id), label: plan.nomeExibicao }))}
      />
      <div key={chosen}>{children(Number(chosen))}</div>
    </div>
  );
}

/** The messages of a refused save: the field errors when there are some, the message otherwise. */
export function errorMessages(error: unknown, fallback: string): string[] {
  const apiError = error as { message?: string; errors?: Array<{ message: string }> } | null;
  if (apiError?.errors?.length) return apiError.errors.map((item) => item.message);
  return [apiError?.message || fallback];
}
