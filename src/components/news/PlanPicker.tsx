import { useCallback } from 'react';
import { Checkbox } from '@/components/ui/Checkbox';
import { CheckboxSelect } from '@/components/ui/CheckboxSelect';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPlanos } from '@/services/plans';

/** The plans an item reaches: every plan (null), or the ones ticked. */
export function PlanPicker({ value, onChange, error, disabled }: { value: number[] | null; onChange: (value: number[] | null) => void; error?: string; disabled?: boolean }) {
  const fetchPlans = useCallback(() => retornarPlanos(), []);
  const plans = useApiQuery(fetchPlans);
  return (
    <div className="space-y-2">
      <Checkbox label="Todos os planos" checked={value === null} disabled={disabled} onChange={(event) => onChange(event.target.checked ? null : [])} />
      {value !== null ? (
        plans.isLoading ? (
          <p role="status">Carregando os planos…</p>
        ) : plans.error || !plans.data ? (
          <p className="text-red-700 dark:text-red-400">Não foi possível carregar os planos. {plans.error?.message}</p>
        ) : (
          <CheckboxSelect
            legend="Planos"
            options={plans.data.map((plan) => ({ value: String(plan.id), label: plan.nomeExibicao }))}
            value={value.map(String)}
            onChange={(chosen) => onChange(chosen.map(Number))}
            error={error}
            disabled={disabled}
          />
        )
      ) : null}
    </div>
  );
}
