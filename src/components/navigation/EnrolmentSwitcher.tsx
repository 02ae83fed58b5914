import { useId } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { Skeleton } from '@/components/ui/Skeleton';
import { homePathFor } from '@/components/plans/choice/home-path';

const LOADING_PLACEHOLDERS = 3;

/** The effective person's enrolments (spec §2.9/§5): disabled with one or none, 3 placeholders while loading. */
export function EnrolmentSwitcher() {
  const { vinculos, vinculo, isLoading, isActingAsAdmin, chooseVinculo } = usePlan();
  const selectId = useId();

  if (isActingAsAdmin) return null;
  if (isLoading && vinculos.length === 0) {
    return (
      <div role="status" aria-busy="true" aria-label="Carregando matrículas" className="space-y-2">
        {Array.from({ length: LOADING_PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} className="h-4 w-full" />
        ))}
      </div>
    );
  }

  const onChange = (idVinculo: number) => {
    const chosen = vinculos.find((link) => link.id === idVinculo);
    chooseVinculo(idVinculo);
    // A new enrolment repaints the whole portal (theme, features): home of that plan, reloaded (spec §4).
    if (chosen) window.location.assign(homePathFor(chosen, false));
  };

  return (
    <div>
      <label htmlFor={selectId} className="mb-1 block text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
        Matrícula
      </label>
      <select
        id={selectId}
        value={vinculo?.id ?? ''}
        disabled={vinculos.length <= 1}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-sm text-gray-900 disabled:cursor-not-allowed disabled:bg-gray-100 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:disabled:bg-gray-800"
      >
        {vinculo ? null : <option value="">Selecione</option>}
        {vinculos.map((link) => (
          <option key={link.id} value={link.id}>
            {link.plano.nomeExibicao} · {link.matricula}
          </option>
        ))}
      </select>
    </div>
  );
}
