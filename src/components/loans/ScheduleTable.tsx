import { formatBrl, formatDateBr } from '@/domain/format';
import type { ParcelaCronograma } from '@/services/loans';

/**
 * A loan's schedule: number, due date, principal, interest and balance of each installment (and, in a contract,
 * whether it is paid). Long: it scrolls sideways inside its own box on a phone, never the page.
 */
export function ScheduleTable({
  caption,
  parcelas,
  showStatus = false,
  unpaidLabel = 'Em aberto',
  testId,
}: {
  caption: string;
  parcelas: Array<ParcelaCronograma & { paga?: boolean }>;
  showStatus?: boolean;
  /** What an unpaid installment is: 'Em aberto' in an open contract; in a closed one, what closed it ('Quitada', 'Renegociada'). */
  unpaidLabel?: string;
  testId?: string;
}) {
  return (
    <div className="max-h-[32rem] overflow-auto rounded-xl ring-1 ring-gray-900/10 dark:ring-white/10" tabIndex={0} role="region" aria-label={caption} data-testid={testId}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-gray-50 dark:bg-gray-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Nº
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Vencimento
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Parcela
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Amortização
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Juros
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Saldo devedor
            </th>
            {showStatus ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                Situação
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {parcelas.map((parcela) => {
            const isPaid = parcela.paga === true;
            return (
              <tr key={parcela.numero} className="border-t border-gray-100 dark:border-gray-800">
                <th scope="row" className="px-3 py-2 font-normal tabular-nums">
                  {parcela.numero}
                </th>
                <td className="px-3 py-2 tabular-nums">{formatDateBr(parcela.vencimento)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatBrl(parcela.valorParcela)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatBrl(parcela.amortizacao)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatBrl(parcela.juros)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatBrl(parcela.saldo)}</td>
                {showStatus ? (
                  <td className="px-3 py-2">
                    <span className={isPaid ? 'font-semibold text-green-800 dark:text-green-300' : 'text-gray-800 dark:text-gray-200'}>{isPaid ? 'Paga' : unpaidLabel}</span>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
