import { formatPercent, formatQuotas } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import type { Saldo } from '@/services/extracts';
import { BalanceCards } from './BalanceCards';
import { BalanceHistorySection } from './BalanceParts';
import { SECTION_CLASSES } from './ExtractFrame';

const percent = (value: string | null) => (value === null ? 'Sem histórico suficiente' : formatPercent(value));

/** The quota's returns: 12 months, the year and since the start of the series. */
function QuotaReturns({ balance }: { balance: Saldo }) {
  const { rentabilidade } = balance;
  const items: Array<[string, string | null]> = [
    ['Últimos 12 meses', rentabilidade.ultimos12Meses],
    [`No ano de ${balance.dataCota.slice(0, 4)}`, rentabilidade.noAno],
    [rentabilidade.inicioSerie ? `Desde ${formatMonthBr(rentabilidade.inicioSerie)}` : 'Desde o início', rentabilidade.desdeInicio],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
          <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-gray-900 dark:text-white">{percent(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Service 33 once the balance is in: by account, the quota value, the monthly evolution and the quota's returns. */
export function BalanceExtractView({ idVinculoPlano, balance }: { idVinculoPlano: number; balance: Saldo }) {
  return (
    <div className="space-y-8">
      <BalanceCards balance={balance} />
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Valor da cota em {formatDateBr(balance.dataCota)}: {formatQuotas(balance.valorCota)}.
      </p>
      <BalanceHistorySection idVinculoPlano={idVinculoPlano} balance={balance} />
      <section aria-labelledby="titulo-rentabilidade" className={SECTION_CLASSES}>
        <h2 id="titulo-rentabilidade" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Rentabilidade da cota
        </h2>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
          Quanto o valor da cota variou em cada período. A sua rentabilidade também depende de quando cada contribuição entrou.
        </p>
        <QuotaReturns balance={balance} />
      </section>
    </div>
  );
}
