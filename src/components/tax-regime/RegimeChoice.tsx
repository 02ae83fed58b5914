import { useCallback, useEffect } from 'react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarRegimeTributacao } from '@/services/tax-regime';

// Drawn from the answer only: its code is fetched beside it, not in the page's first load.
const RegimeChoiceBody = lazyPart(() => import('./RegimeChoiceBody').then((module) => module.RegimeChoiceBody), 'Carregando o seu regime de tributação');

/** Service 1: the link's regime, what each one means, whether a choice is possible and why, and the choice itself. */
export function RegimeChoice({ idVinculoPlano, idPessoa }: { idVinculoPlano: number; idPessoa: number }) {
  const fetchStatus = useCallback(() => retornarRegimeTributacao(idVinculoPlano), [idVinculoPlano]);
  const { data, error, isLoading, retry } = useApiQuery(fetchStatus);
  useEffect(() => RegimeChoiceBody.preload(), []);

  if (isLoading && !data) return <DashboardSkeleton label="Carregando o seu regime de tributação" />;
  if (error || !data) return <DashboardError title="Não foi possível carregar o seu regime de tributação." message={error?.message ?? ''} onRetry={retry} />;
  return <RegimeChoiceBody status={data} idVinculoPlano={idVinculoPlano} idPessoa={idPessoa} />;
}
