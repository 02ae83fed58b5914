import { useCallback, useState, type ReactNode } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPlanos } from '@/services/plans';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Select } from '@/components/ui/Select';

/**
 * A settings section kept per plan: the plan picker, then the chosen plan's editor (mounted afresh for each plan, so
 * a half-edited form never carries over to another plan).
 */
export function PlanSettings({ children }: { children: (idPlano: number) => ReactNode }) {
  const fetchPlans = useCallback(() => retornarPlanos(), []);
  const plans = useApiQuery(fetchPlans);
  const [idPlano, setIdPlano] = useState<string | null>(null);

  if (plans.isLoading) return <DashboardSkeleton label="Carregando os planos" />;
  if (plans.error || !plans.data) return <DashboardError title="Não foi possível carregar os planos." message={plans.error?.message ?? ''} onRetry={plans.retry} />;
  const chosen = idPlano ?? (plans.data[0] ? String(plans.data[0].id) : null);
  return (
    <div className="space-y-6">
      <Select
        label="Plano"
        className="sm:max-w-sm"
        value={chosen}
        onChange={setIdPlano}
        options={plans.data.map((plan) => ({ value: String(plan.id), label: plan.nomeExibicao }))}
      />
      {chosen ? <div key={chosen}>{children(Number(chosen))}</div> : <p className="text-gray-700 dark:text-gray-300">Nenhum plano cadastrado.</p>}
    </div>
  );
}
