import { useCallback, useEffect } from 'react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarExtratoIrRegressivo } from '@/services/extracts';

// Drawn from the answer only: its code is fetched beside it, not in the page's first load.
const RegressiveTaxView = lazyPart(() => import('./RegressiveTaxView').then((module) => module.RegressiveTaxView), 'Carregando o extrato');

/** Service 26: each contribution month (lot) with its value today, its rate by time in the plan and the tax. */
export function RegressiveTaxExtract({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchExtract = useCallback(() => retornarExtratoIrRegressivo(idVinculoPlano), [idVinculoPlano]);
  const { data, error, isLoading, retry } = useApiQuery(fetchExtract);
  useEffect(() => RegressiveTaxView.preload(), []);
  if (isLoading) return <DashboardSkeleton label="Carregando o extrato" />;
  if (error?.status === 404) return <p className="text-gray-700 dark:text-gray-300">Ainda não há valor de cota para este plano.</p>;
  if (error || !data) return <DashboardError title="Não foi possível carregar o extrato." message={error?.message ?? ''} onRetry={retry} />;
  return <RegressiveTaxView extract={data} />;
}
