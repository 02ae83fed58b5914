import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPlanos } from '@/services/plans';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Select } from '@/components/ui/Select';
import { BenefitParametersForm } from './BenefitParametersForm';

/** The plan picker and the chosen plan's simulator parameters. */
export function BenefitParametersSettings() {
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
      {chosen ? <BenefitParametersForm key={chosen} idPlano={Number(chosen)} /> : <p className="text-gray-700 dark:text-gray-300">Nenhum plano cadastrado.</p>}
    </div>
  );
}
