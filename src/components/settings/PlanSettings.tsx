import { useCallback, useState, type ReactNode } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPlanos } from '@/services/plans';
import type { Plano } from '@/domain/api-types';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Select } from '@/components/ui/Select';

/**
 * A settings section kept per plan: the plan picker, then the chosen plan's editor (mounted afresh for each plan, so
 * a half-edited form never carries over to another plan).
 */
export function PlanSettings({
  children,
  only,
  hint,
  noPlans = 'Nenhum plano cadastrado.',
}: {
  /** The chosen plan's editor; the plan itself for a part that applies only to some kinds of plan. */
  children: (idPlano: number, plan: Plano) => ReactNode;
  /** Which plans the section applies to (e.g. only those with investment profiles). */
  only?: (plan: Plano) => boolean;
  hint?: string;
  noPlans?: string;
}) {
  const fetchPlans = useCallback(() => retornarPlanos(), []);
  const plans = useApiQuery(fetchPlans);
  const [idPlano, setIdPlano] = useState<string | null>(null);

  if (plans.isLoading) return <DashboardSkeleton label="Carregando os planos" />;
  if (plans.error || !plans.data) return <DashboardError title="Não foi possível carregar os planos." message={plans.error?.message ?? ''} onRetry={plans.retry} />;
  const choices = only ? plans.data.filter(only) : plans.data;
  if (choices.length === 0) return <p className="text-gray-700 dark:text-gray-300">{noPlans}</p>;
  const chosen = idPlano ?? String(choices[0].id);
  const chosenPlan = choices.find((plan) => String(plan.id) === chosen) ?? choices[0];
  return (
    <div className="space-y-6">
      <Select
        label="Plano"
        hint={hint}
        className="sm:max-w-sm"
        value={chosen}
        onChange={setIdPlano}
        options={choices.map((plan) => ({ value: String(plan.id), label: plan.nomeExibicao }))}
      />
      <div key={chosen}>{children(Number(chosen), chosenPlan)}</div>
    </div>
  );
}
