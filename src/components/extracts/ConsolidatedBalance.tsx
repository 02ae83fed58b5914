import { CONSOLIDATED_NOTE, PlanBalances } from '@/components/dashboard/PlanBalances';
import { formatBrl } from '@/domain/format-decimal';
import type { SaldoConsolidado } from '@/services/extracts';
import { SECTION_CLASSES } from './ExtractFrame';

/** The extract's total across plans and each plan's balance, once they have arrived (ConsolidatedBalanceSection). */
export function ConsolidatedBalance({ consolidated }: { consolidated: SaldoConsolidado }) {
  return (
    <section aria-labelledby="titulo-saldo-consolidado" className={`mt-8 ${SECTION_CLASSES}`} data-testid="saldo-consolidado">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="titulo-saldo-consolidado" className="text-lg font-semibold text-gray-900 dark:text-white">
          Saldo em todos os seus planos
        </h2>
        <p className="text-2xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="saldo-consolidado-total">
          {formatBrl(consolidated.saldoTotal)}
        </p>
      </div>
      <PlanBalances consolidated={consolidated} />
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{CONSOLIDATED_NOTE}</p>
    </section>
  );
}
