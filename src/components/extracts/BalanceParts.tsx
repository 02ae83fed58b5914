import { useCallback, useEffect } from 'react';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSaldo, type Saldo } from '@/services/extracts';
import { SECTION_CLASSES } from './ExtractFrame';

export function useBalance(idVinculoPlano: number) {
  const fetchBalance = useCallback(() => retornarSaldo(idVinculoPlano), [idVinculoPlano]);
  return useApiQuery(fetchBalance);
}

// The period choice, the comparison with the indexes and the chart: fetched with the balance (BalanceBoundary
// preloads it), outside the route's first-load JavaScript (a 150 kB budget these pages were 2 kB under).
const BalanceHistory = lazyPart(() => import('./BalanceHistory').then((module) => module.BalanceHistory), 'Carregando o histórico do saldo');

/** The balance's history in its card: 12 meses, 5 anos or Tudo, the plan's return beside the IPCA and the CDI, the chart. */
export function BalanceHistorySection({ idVinculoPlano, balance, className = '' }: { idVinculoPlano: number; balance: Saldo; className?: string }) {
  return (
    <div className={`${SECTION_CLASSES} ${className}`}>
      <BalanceHistory idVinculoPlano={idVinculoPlano} balance={balance} />
    </div>
  );
}

/**
 * While the balance loads: the shape of what comes (the total and three accounts, then the history), so the page does
 * not jump when it arrives (Lighthouse measured a layout shift of 0.12 on phones with three small placeholders).
 */
function BalanceSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Carregando o saldo">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-32 w-full rounded-2xl" />
        ))}
      </div>
      {/* The history's card with 12 months: its period choice, comparison and chart (measured at 390 and 1280 px). */}
      <Skeleton className="mt-8 h-[52rem] w-full rounded-2xl sm:h-[40rem]" />
    </div>
  );
}

/**
 * Loading and error states around a balance view; `after` (what the page shows below the balance) appears with the
 * balance or its error, never under a placeholder it would then be pushed down from.
 */
export function BalanceBoundary({ idVinculoPlano, children, after = null }: { idVinculoPlano: number; children: (balance: Saldo) => React.ReactNode; after?: React.ReactNode }) {
  const { data, error, isLoading, retry } = useBalance(idVinculoPlano);
  // The history's code comes while the balance does, so it shows with the balance instead of after it.
  useEffect(() => BalanceHistory.preload(), []);
  if (isLoading) return <BalanceSkeleton />;
  let content: React.ReactNode;
  if (error?.status === 404) content = <p className="text-gray-700 dark:text-gray-300">Ainda não há saldo para este plano: o valor da cota ainda não foi publicado.</p>;
  else if (error || !data) content = <DashboardError title="Não foi possível carregar o saldo." message={error?.message ?? ''} onRetry={retry} />;
  else content = children(data);
  return (
    <>
      {content}
      {after}
    </>
  );
}
