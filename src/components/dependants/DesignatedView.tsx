import { useCallback, useEffect } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarBeneficiariosIndicados } from '@/services/dependants';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';

// Drawn from the answer only: its code is fetched beside it, not in the page's first load.
const DesignatedBody = lazyPart(() => import('./DesignatedBody').then((module) => module.DesignatedBody), 'Carregando beneficiários indicados');

/**
 * Who receives the chosen plan link's balance if the participant dies before retiring (issue 29). The intro is drawn at
 * once, before the designation arrives (it is the page's largest text, Lighthouse's LCP).
 */
export function DesignatedView() {
  const { vinculo, isActingAsAdmin } = usePlan();
  const idVinculoPlano = vinculo && !isActingAsAdmin ? vinculo.id : null;
  const fetchDesignation = useCallback(() => retornarBeneficiariosIndicados(idVinculoPlano as number), [idVinculoPlano]);
  const { data, error, isLoading, retry } = useApiQuery(idVinculoPlano === null ? null : fetchDesignation);
  useEffect(() => DesignatedBody.preload(), []);

  if (isActingAsAdmin) return <p className="text-gray-700 dark:text-gray-300">Escolha uma pessoa na busca para ver os beneficiários dela.</p>;
  return (
    <>
      <p className="mb-6 max-w-prose text-gray-700 dark:text-gray-300">
        Quem recebe o saldo do plano {vinculo?.plano.nomeExibicao} se você falecer antes de se aposentar, e a parte de cada um. As participações somam exatamente 100,00 %.
      </p>
      {isLoading || idVinculoPlano === null ? (
        <DashboardSkeleton label="Carregando beneficiários indicados" />
      ) : error || !data ? (
        <DashboardError title="Não foi possível carregar seus beneficiários indicados." message={error?.message ?? ''} onRetry={retry} />
      ) : (
        <DesignatedBody idVinculoPlano={idVinculoPlano} data={data} onSaved={retry} />
      )}
    </>
  );
}
