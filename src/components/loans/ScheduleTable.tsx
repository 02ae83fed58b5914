import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import type { ParcelaCronograma } from '@/services/loans';

type ScheduleRow = ParcelaCronograma & { paga?: boolean };

const BOX = 'max-h-[32rem] overflow-auto rounded-xl ring-1 ring-gray-900/10 dark:ring-white/10';

function Status({ row, unpaidLabel }: { row: ScheduleRow; unpaidLabel: string }) {
  const isPaid = row.paga === true;
  return <span className={isPaid ? 'font-semibold text-green-800 dark:text-green-300' : 'text-gray-800 dark:text-gray-200'}>{isPaid ? 'Paga' : unpaidLabel}</span>;
}

/**
 * A loan's schedule: number, due date, principal, interest and balance of each installment (and, in a contract,
 * whether it is paid). From the md breakpoint up (a box of about 680 px or more, sidebar or not), a table; below it the
 * seven columns do not fit (a 640 px table in a 318 px box hid the balance and the status on a phone), so each
 * installment is an item of a list with every value under its label, two to a line. Only one of the two is displayed,
 * so a screen reader meets one of them. A long schedule scrolls up and down inside its box, never sideways.
 */
export function ScheduleTable({
  caption,
  parcelas,
  showStatus = false,
  unpaidLabel = 'Em aberto',
  testId,
}: {
  caption: string;
  parcelas: ScheduleRow[];
  showStatus?: boolean;
  /** What an unpaid installment is: 'Em aberto' in an open contract; in a closed one, what closed it ('Quitada', 'Renegociada'). */
  unpaidLabel?: string;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <div className={`hidden md:block ${BOX}`} tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-left text-sm">
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
            {parcelas.map((parcela) => (
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
                    <Status row={parcela} unpaidLabel={unpaidLabel} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={`md:hidden ${BOX}`} tabIndex={0} role="region" aria-label={caption} data-testid="cronograma-lista">
        <ol className="divide-y divide-gray-100 dark:divide-gray-800">
          {parcelas.map((parcela) => (
            <li key={parcela.numero} className="px-3 py-3" data-testid={`parcela-${parcela.numero}`}>
              <p className="font-semibold text-gray-900 dark:text-white">
                Parcela nº {parcela.numero} · vence em {formatDateBr(parcela.vencimento)}
              </p>
              <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {(
                  [
                    ['Parcela', formatBrl(parcela.valorParcela)],
                    ['Amortização', formatBrl(parcela.amortizacao)],
                    ['Juros', formatBrl(parcela.juros)],
                    ['Saldo devedor', formatBrl(parcela.saldo)],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="min-w-0">
                    <dt className="text-gray-700 dark:text-gray-300">{label}</dt>
                    <dd className="font-medium tabular-nums text-gray-900 dark:text-white">{value}</dd>
                  </div>
                ))}
                {showStatus ? (
                  <div className="min-w-0">
                    <dt className="text-gray-700 dark:text-gray-300">Situação</dt>
                    <dd>
                      <Status row={parcela} unpaidLabel={unpaidLabel} />
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
