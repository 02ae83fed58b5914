import { formatBrl } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import type { HistoricoPlanejamento } from '@/services/retirement-planning';
import { LineChart } from '@/components/charts/LineChart';
import { formatAxisBrl } from '@/components/charts/chart-series';

/** The goal followed over time: each month's projected total against the goal. */
export function TrackingHistory({ history, isLoading }: { history: HistoricoPlanejamento['historico'] | null; isLoading: boolean }) {
  return (
    <section aria-labelledby="titulo-historico" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="titulo-historico" className="text-lg font-semibold text-gray-900 dark:text-white">
        Mês a mês
      </h2>
      {isLoading ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">Carregando o histórico…</p>
      ) : !history || history.length === 0 ? (
        <p className="text-gray-900 dark:text-gray-100">No começo de cada mês o portal registra a sua projeção contra a meta salva. O primeiro registro aparece no próximo mês.</p>
      ) : (
        <LineChart
          title="Sua renda projetada contra a meta, em reais de hoje"
          labels={history.map((row) => formatMonthBr(`${row.competencia}-01`))}
          series={[
            { label: 'Projeção', values: history.map((row) => row.totalProjetado) },
            { label: 'Meta', values: history.map((row) => row.rendaDesejada) },
          ]}
          formatValue={formatBrl}
          formatAxisValue={formatAxisBrl}
          labelHeader="Mês"
        />
      )}
    </section>
  );
}
