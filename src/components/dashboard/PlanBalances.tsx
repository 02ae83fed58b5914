import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { SaldoConsolidado } from '@/services/extracts';

export const CONSOLIDATED_NOTE = 'Soma dos saldos de cada plano, cada um pela cota mais recente do seu plano.';

/** Each plan's balance beside its name and enrolment (the home's total card and the extract's section). */
export function PlanBalances({ consolidated }: { consolidated: SaldoConsolidado }) {
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
