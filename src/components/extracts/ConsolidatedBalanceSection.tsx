import { useCallback, useEffect, type CSSProperties } from 'react';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiQuery, type ApiQuery } from '@/hooks/useApiQuery';
import { retornarSaldoConsolidado, type SaldoConsolidado } from '@/services/extracts';

/** The section's height while its figures or its code are on their way, so the chart below does not move. */
function ConsolidatedBalancePlaceholder({ linkCount }: { linkCount: number }) {
  // Measured: 101 px + 54 px a plan at 1280 px; on a phone the total and the note take a line more each.
  return (
    <div className="mt-8 h-[calc(9.3rem+var(--planos)*3.375rem)] sm:h-[calc(6.3rem+var(--planos)*3.375rem)]" style={{ '--planos': linkCount } as CSSProperties}>
      <Skeleton className="h-full w-full rounded-2xl" />
    </div>
  );
}

// Only someone with several plan links sees the total: its view is fetched for them alone, beside the figures. Its
// code can arrive after its figures: the placeholder holds on until then (the spinner in its place was 144 px
// shorter, and the chart below jumped twice: CLS 0.135 at 1280 px in 2 of 6 loads of /extract).
const ConsolidatedBalance = lazyPart(
  () => import('./ConsolidatedBalance').then((module) => module.ConsolidatedBalance),
  'Carregando o saldo de todos os planos',
  ({ consolidated }: { consolidated: SaldoConsolidado }) => <ConsolidatedBalancePlaceholder linkCount={consolidated.vinculos.length} />,
);

/** The balance across the person's plans, fetched while `idPessoa` is not null (someone with several plan links). */
export function useConsolidatedBalance(idPessoa: number | null) {
  const fetchConsolidated = useCallback(() => retornarSaldoConsolidado(idPessoa as number), [idPessoa]);
  useEffect(() => {
    if (idPessoa !== null) ConsolidatedBalance.preload();
  }, [idPessoa]);
  return useApiQuery(idPessoa === null ? null : fetchConsolidated);
}

/**
 * The extract's section: the total across plans and each plan's balance. While it loads it holds the height it will
 * take (one row per plan link), so the chart below does not move when it arrives.
 */
export function ConsolidatedBalanceSection({ query, linkCount }: { query: ApiQuery<SaldoConsolidado>; linkCount: number }) {
  const { data, error, isLoading, retry } = query;
  if (isLoading) return <ConsolidatedBalancePlaceholder linkCount={linkCount} />;
  if (error || !data) {
    return (
      <div className="mt-8">
        <DashboardError title="Não foi possível carregar o saldo de todos os planos." message={error?.message ?? ''} onRetry={retry} />
      </div>
    );
  }
  if (data.vinculos.length < 2) return null;
  return <ConsolidatedBalance consolidated={data} />;
}
