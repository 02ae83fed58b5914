import { useCallback, useId, useMemo, useState } from 'react';
import { Check } from 'lucide-react';
import { formatAxisBrl } from '@/components/charts/chart-series';
import { LineChart } from '@/components/charts/LineChart';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Spinner } from '@/components/ui/Spinner';
import { BALANCE_PERIOD_LABELS, BALANCE_PERIODS, balanceHistoryTitle, describeMonths, type BalancePeriod } from '@/domain/extracts-history';
import { formatBrl, formatPercent, type DecimalText } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSaldo, type ComparacaoSaldo, type Saldo } from '@/services/extracts';

const formatMoney = (value: DecimalText) => formatBrl(value);

function BalanceEvolutionChart({ balance, period }: { balance: Saldo; period: BalancePeriod }) {
  const labels = useMemo(() => balance.evolucao.map((row) => formatMonthBr(`${row.mes}-01`)), [balance]);
  const series = useMemo(() => [{ label: 'Saldo no fim do mês', values: balance.evolucao.map((row) => row.saldo) }], [balance]);
  if (balance.evolucao.length === 0) return <p className="text-gray-700 dark:text-gray-300">Ainda não há meses com saldo para mostrar neste período.</p>;
  const title = balanceHistoryTitle(period, balance.evolucao[0]?.mes);
  return <LineChart title={title} labels={labels} series={series} formatValue={formatMoney} formatAxisValue={formatAxisBrl} labelHeader="Mês" />;
}

/** 12 meses, 5 anos, Tudo: native radios (arrows move, Tab leaves), the chosen one marked by a tick as well as by colour. */
function PeriodChoice({ value, onChange }: { value: BalancePeriod; onChange: (period: BalancePeriod) => void }) {
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-xl border border-gray-300 bg-white p-1 dark:border-gray-600 dark:bg-gray-900">
      <legend className="sr-only">Período</legend>
      {BALANCE_PERIODS.map((period) => (
        <label
          key={period}
          className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-medium text-gray-800 has-checked:bg-primary-soft has-checked:font-semibold has-checked:text-gray-900 has-checked:ring-1 has-checked:ring-primary-strong has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-strong dark:text-gray-200 dark:has-checked:text-white"
        >
          <input type="radio" name={name} value={period} checked={value === period} onChange={() => onChange(period)} className="sr-only" />
          {value === period ? <Check aria-hidden="true" className="size-4" /> : null}
          {BALANCE_PERIOD_LABELS[period]}
        </label>
      ))}
    </fieldset>
  );
}

const COMPARED: Array<{ key: keyof Pick<ComparacaoSaldo, 'rentabilidadePlano' | 'ipca' | 'cdi'>; label: string; missing: string }> = [
  { key: 'rentabilidadePlano', label: 'Rentabilidade do plano', missing: 'A cota do plano não tem valor em todos esses meses.' },
  { key: 'ipca', label: 'Inflação (IPCA)', missing: 'O IPCA ainda não foi publicado para todos esses meses.' },
  { key: 'cdi', label: 'CDI', missing: 'O CDI ainda não foi publicado para todos esses meses.' },
];

/** The plan's return beside the IPCA and the CDI over the months of the period the quota covers. */
function PeriodComparison({ comparacao, firstMonth }: { comparacao: ComparacaoSaldo; firstMonth: string | undefined }) {
  const headingId = useId();
  const hasNone = comparacao.rentabilidadePlano === null && comparacao.ipca === null && comparacao.cdi === null;
  return (
    <div role="group" aria-labelledby={headingId} data-testid="comparacao-periodo">
      <h3 id={headingId} className="text-base font-semibold text-gray-900 dark:text-white">
        Rentabilidade acumulada {describeMonths(comparacao)}
      </h3>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        Quanto a cota do plano variou nesses meses, ao lado da inflação e do CDI dos mesmos meses.
        {firstMonth && comparacao.inicio > firstMonth
          ? ` A comparação começa em ${formatMonthBr(`${comparacao.inicio}-01`)}: a variação de um mês precisa do valor da cota no fim do mês anterior.`
          : null}
      </p>
      {hasNone ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">Não há como comparar neste período: a cota do plano ainda não tinha valores nesses meses.</p>
      ) : (
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          {COMPARED.map(({ key, label, missing }) => {
            const value = comparacao[key];
            // On a phone one line each (name, figure); from sm up, three cards side by side.
            return (
              <div key={key} className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-xl border border-gray-200 px-4 py-3 sm:block sm:p-4 dark:border-gray-700" data-testid={`comparacao-${key}`}>
                <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
                {value === null ? (
                  <dd className="mt-1 text-sm font-medium text-gray-900 dark:text-white">Sem dados: {missing}</dd>
                ) : (
                  <dd className="text-xl font-bold tabular-nums text-gray-900 sm:mt-1 dark:text-white">{formatPercent(value)}</dd>
                )}
              </div>
            );
          })}
        </dl>
      )}
    </div>
  );
}

/**
 * The balance's history (issue 30): the period chosen (12 meses by default: the balance the page already has), the
 * plan's return over it beside the IPCA and the CDI, and the month-end balances as a chart and a table. Another period
 * is asked for when chosen; while it comes, the previous one stays on screen, dimmed, so nothing jumps.
 */
export function BalanceHistory({ idVinculoPlano, balance }: { idVinculoPlano: number; balance: Saldo }) {
  const headingId = useId();
  const [period, setPeriod] = useState<BalancePeriod>('12m');
  const fetchPeriod = useCallback(() => retornarSaldo(idVinculoPlano, { periodo: period }), [idVinculoPlano, period]);
  const query = useApiQuery(period === '12m' ? null : fetchPeriod);
  const current = period === '12m' ? balance : query.data;
  // The last period shown (and its name), kept while the next one loads.
  const [shown, setShown] = useState({ balance, period });
  if (current && (current !== shown.balance || period !== shown.period)) setShown({ balance: current, period });

  return (
    <section aria-labelledby={headingId} aria-busy={query.isLoading || undefined} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-white">
          Histórico do saldo
        </h2>
        <div className="flex items-center gap-3">
          <span role="status" className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
            {query.isLoading ? (
              <>
                <Spinner className="size-4" />
                Carregando
              </>
            ) : null}
          </span>
          <PeriodChoice value={period} onChange={setPeriod} />
        </div>
      </div>
      {query.error ? (
        <DashboardError title="Não foi possível carregar o saldo deste período." message={query.error.message} onRetry={query.retry} />
      ) : (
        <div className={`space-y-6 transition-opacity motion-reduce:transition-none ${query.isLoading ? 'opacity-50' : ''}`}>
          <PeriodComparison comparacao={shown.balance.comparacao} firstMonth={shown.balance.evolucao[0]?.mes} />
          <BalanceEvolutionChart balance={shown.balance} period={shown.period} />
        </div>
      )}
    </section>
  );
}
