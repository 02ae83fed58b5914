import { useCallback, type CSSProperties } from 'react';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { CONSOLIDATED_NOTE, PlanBalances } from '@/components/dashboard/PlanBalances';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatBrl } from '@/domain/format-decimal';
import { useApiQuery, type ApiQuery } from '@/hooks/useApiQuery';
import { retornarSaldoConsolidado, type SaldoConsolidado } from '@/services/extracts';
import { SECTION_CLASSES } from './ExtractFrame';

/** The balance across the person's plans, fetched while `idPessoa` is not null (someone with several plan links). */
export function useConsolidatedBalance(idPessoa: number | null) {
  const fetchConsolidated = useCallback(() => retornarSaldoConsolidado(idPessoa as number), [idPessoa]);
  return useApiQuery(idPessoa === null ? null : fetchConsolidated);
}

/**
 * The extract's section: the total across plans and each plan's balance. While it loads it holds the height it will
 * take (one row per plan link), so the chart below does not move when it arrives.
 */
export function ConsolidatedBalanceSection({ query, linkCount }: { query: ApiQuery<SaldoConsolidado>; linkCount: number }) {
  const { data, error, isLoading, retry } = query;
  if (isLoading) {
    // Measured: 101 px + 54 px a plan at 1280 px; on a phone the total and the note take a line more each.
    return (
      <div className="mt-8 h-[calc(9.3rem+var(--planos)*3.375rem)] sm:h-[calc(6.3rem+var(--planos)*3.375rem)]" style={{ '--planos': linkCount } as CSSProperties}>
        <Skeleton className="h-full w-full rounded-2xl" />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="mt-8">
        <DashboardError title="Não foi possível carregar o saldo de todos os planos." message={error?.message ?? ''} onRetry={retry} />
      </div>
    );
  }
  if (data.vinculos.length < 2) return null;
  return (
    <section aria-labelledby="titulo-saldo-consolidado" className={`mt-8 ${SECTION_CLASSES}`} data-testid="saldo-consolidado">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="titulo-saldo-consolidado" className="text-lg font-semibold text-gray-900 dark:text-white">
          Saldo em todos os seus planos
        </h2>
        <p className="text-2xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="saldo-consolidado-total">
          {formatBrl(data.saldoTotal)}
        </p>
      </div>
      <PlanBalances consolidated={data} />
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{CONSOLIDATED_NOTE}</p>
    </section>
  );
}
