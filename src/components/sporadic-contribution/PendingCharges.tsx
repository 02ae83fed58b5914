import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { CobrancaPendente } from '@/services/sporadic-contribution';
import { ChargeDetails } from './ChargeDetails';

/** The pending sporadic contributions, each opening to its codes; an overdue slip is marked and keeps no buttons. */
export function PendingCharges({ charges }: { charges: CobrancaPendente[] }) {
  if (charges.length === 0) {
    return <p className="text-gray-700 dark:text-gray-300">Você não tem contribuições esporádicas aguardando pagamento. Gere uma acima quando quiser.</p>;
  }
  return (
    <ul className="space-y-3">
      {charges.map((charge) => (
        <li key={charge.id} className="rounded-xl ring-1 ring-gray-300 dark:ring-gray-700">
          <details className="group">
            <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 rounded-xl px-4 py-3 font-medium text-gray-900 dark:text-gray-100">
              <span className="font-semibold">{formatBrl(charge.valor)}</span>
              <span className="text-gray-700 dark:text-gray-300">Vencimento {formatDateBr(charge.vencimento)}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-sm ${charge.vencida ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100' : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'}`}
              >
                {charge.vencida ? 'Vencida' : 'Aguardando pagamento'}
              </span>
              <span className="ml-auto text-sm text-primary-strong underline group-open:hidden">Ver boleto e PIX</span>
              <span className="ml-auto hidden text-sm text-primary-strong underline group-open:inline">Ocultar</span>
            </summary>
            <div className="border-t border-gray-200 px-4 py-4 dark:border-gray-700">
              {charge.vencida ? (
                <p className="text-gray-700 dark:text-gray-300">Este boleto venceu e não pode mais ser pago. Gere uma nova contribuição com o valor desejado.</p>
              ) : (
                <ChargeDetails charge={charge} headingLevel={4} />
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
