import { formatBrl, formatPercent } from '@/domain/format-decimal';
import type { Planejamento } from '@/services/retirement-planning';
import { LineChart } from '@/components/charts/LineChart';
import { formatAxisBrl } from '@/components/charts/chart-series';

const SCENARIO_LABELS = { pessimista: 'Pessimista', esperada: 'Esperado', otimista: 'Otimista' } as const;

/** The three return scenarios: the balance over age as a band, and each one's income in a table. */
export function ScenarioBand({ planning }: { planning: Planejamento }) {
  const labels = planning.faixa.map((point) => `${point.idade} anos`);
  const series = planning.cenarios.map((scenario) => ({
    label: `${SCENARIO_LABELS[scenario.cenario]} (${formatPercent(scenario.rentabilidadeAnual)} a.a.)`,
    values: planning.faixa.map((point) => point[scenario.cenario]),
  }));
  return (
    <section aria-labelledby="titulo-cenarios" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="titulo-cenarios" className="text-lg font-semibold text-gray-900 dark:text-white">
        Em tempos bons e ruins
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Renda do plano aos {planning.idadeAlvo} anos em cada cenário</caption>
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-700">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Cenário
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Saldo aos {planning.idadeAlvo} (valores da época)
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Renda do plano (reais de hoje)
              </th>
            </tr>
          </thead>
          <tbody>
            {planning.cenarios.map((scenario) => (
              <tr key={scenario.cenario} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {SCENARIO_LABELS[scenario.cenario]} ({formatPercent(scenario.rentabilidadeAnual)} a.a.)
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{formatBrl(scenario.saldoProjetado)}</td>
                <td className="py-2 text-right tabular-nums">{formatBrl(scenario.rendaMensalHoje)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LineChart title="Saldo por idade, em reais de hoje" labels={labels} series={series} formatValue={formatBrl} formatAxisValue={formatAxisBrl} labelHeader="Idade" />
    </section>
  );
}
