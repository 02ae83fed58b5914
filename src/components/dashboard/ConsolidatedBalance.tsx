import { useCallback } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatBrl, formatDateBr } from '@/domain/format';
import { useApiQuery, type ApiQuery } from '@/hooks/useApiQuery';
import { retornarSaldoConsolidado, type SaldoConsolidado } from '@/services/dashboard';
import { DashboardError } from './DashboardStates';

const CARD_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const SUM_NOTE = 'Soma dos saldos de cada plano, cada um pela cota mais recente do seu plano.';

/** The balance across the person's plans, fetched while `idPessoa` is not null (someone with several plan links). */
export function useConsolidatedBalance(idPessoa: number | null) {
  const fetchConsolidated = useCallback(() => retornarSaldoConsolidado(idPessoa as number), [idPessoa]);
  return useApiQuery(idPessoa === null ? null : fetchConsolidated);
}

/** Each plan's balance, beside its name and enrolment. */
function PlanBalances({ consolidated }: { consolidated: SaldoConsolidado }) {
  return (
    <ul className="divide-y divide-gray-100 dark:divide-gray-800">
      {consolidated.vinculos.map((link) => (
        <li key={link.idVinculoPlano} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
          <span className="text-gray-800 dark:text-gray-200">
            <span className="font-semibold">{link.plano.nome}</span> · matrícula {link.matricula}
            <span className="block text-xs text-gray-700 dark:text-gray-300">Cota de {formatDateBr(link.dataCota)}</span>
          </span>
          <span className="font-semibold tabular-nums text-gray-900 dark:text-white">{formatBrl(link.saldo)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The home's card (a figure of its `dl`): the total across plans, each plan's balance below it. */
export function ConsolidatedBalanceCard({ consolidated }: { consolidated: SaldoConsolidado }) {
  return (
    <div className={CARD_CLASSES} data-testid="saldo-consolidado">
      <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">Saldo em todos os planos</dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="saldo-consolidado-total">
        {formatBrl(consolidated.saldoTotal)}
      </dd>
      <dd className="mt-2 text-sm">
        <PlanBalances consolidated={consolidated} />
        <p className="mt-1 text-gray-700 dark:text-gray-300">{SUM_NOTE}</p>
      </dd>
    </div>
  );
}

/**
 * The extract's section: the total across plans and each plan's balance. While it loads it holds the height it will
 * take (one row per plan link), so the chart below does not move when it arrives.
 */
export function ConsolidatedBalanceSection({ query, linkCount }: { query: ApiQuery<SaldoConsolidado>; linkCount: number }) {
  const { data, error, isLoading, retry } = query;
  if (isLoading) {
    return (
      <div className="mt-8" style={{ height: `${9.5 + linkCount * 3.5}rem` }}>
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
    <section aria-labelledby="titulo-saldo-consolidado" className={`mt-8 ${CARD_CLASSES}`} data-testid="saldo-consolidado">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="titulo-saldo-consolidado" className="text-lg font-semibold text-gray-900 dark:text-white">
          Saldo em todos os seus planos
        </h2>
        <p className="text-2xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="saldo-consolidado-total">
          {formatBrl(data.saldoTotal)}
        </p>
      </div>
      <PlanBalances consolidated={data} />
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{SUM_NOTE}</p>
    </section>
  );
}
