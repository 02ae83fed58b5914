import { formatBrl } from '@/domain/format-decimal';
import type { SaldoConsolidado } from '@/services/extracts';
import { CONSOLIDATED_NOTE, PlanBalances } from './PlanBalances';

/** The home's card (a figure of its `dl`), for someone with several plan links: the total across plans, each plan's balance below it. */
export function ConsolidatedBalanceCard({ consolidated }: { consolidated: SaldoConsolidado }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10" data-testid="saldo-consolidado">
      <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">Saldo em todos os planos</dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="saldo-consolidado-total">
        {formatBrl(consolidated.saldoTotal)}
      </dd>
      <dd className="mt-2 text-sm">
        <PlanBalances consolidated={consolidated} />
        <p className="mt-1 text-gray-700 dark:text-gray-300">{CONSOLIDATED_NOTE}</p>
      </dd>
    </div>
  );
}
