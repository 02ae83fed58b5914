import { useEffect, useMemo, useRef } from 'react';
import { LineChart } from '@/components/charts/LineChart';
import { formatAxisBrl } from '@/components/charts/chart-series';
import { formatBrl, formatPercent, type DecimalText } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import type { SimulacaoBeneficioInput } from '@/domain/benefit-simulator-input';
import type { ProjecaoBeneficio } from '@/services/benefit-simulator';

const formatMoney = (value: DecimalText) => formatBrl(value);

function spanOf(months: number) {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years ? `${years} ${years === 1 ? 'ano' : 'anos'}` : '', rest ? `${rest} ${rest === 1 ? 'mês' : 'meses'}` : ''].filter(Boolean);
  return parts.join(' e ') || 'hoje';
}

/** One point a year (and the last month), so a 40-year projection reads as 41 rows, not 481. */
function yearlyPoints(evolucao: ProjecaoBeneficio['evolucao']) {
  return evolucao.filter((point, index) => point.mes % 12 === 0 || index === evolucao.length - 1);
}

/** The month `months` after `today` (yyyy-MM-dd) as the chart writes it: nov/2027 (short enough for the axis). */
function monthLabel(today: string, months: number) {
  const [year, month] = today.split('-').map(Number);
  const date = new Date(year, month - 1 + months, 1);
  return formatMonthBr(`${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`);
}

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
};

interface SimulationResultProps {
  projection: ProjecaoBeneficio;
  request: SimulacaoBeneficioInput;
  /** The day month 0 is (the signed-in person's reference day); the browser's today otherwise. */
  today?: string;
}

/** The answer: the balance at the start of the income, the monthly income (or the contribution needed) and the chart. */
export function SimulationResult({ projection, request, today }: SimulationResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new answer takes the focus, so a keyboard or screen-reader user hears it and a phone scrolls to it.
  useEffect(() => headingRef.current?.focus(), [projection]);
  const points = useMemo(() => yearlyPoints(projection.evolucao), [projection]);
  const labels = useMemo(() => {
    const start = today ?? localToday();
    return points.map((point) => monthLabel(start, point.mes));
  }, [points, today]);
  const series = useMemo(() => [{ label: 'Saldo projetado', values: points.map((point) => point.saldo) }], [points]);
  const isReverse = projection.contribuicaoNecessaria !== undefined;
  const hasThirteenth = request.pagamentosPorAno === 13;
  const incomeForm =
    request.formaRenda === 'prazo'
      ? `durante ${spanOf(request.prazoMeses ?? 0)}`
      : `${formatPercent(request.percentualSaldo ?? '0')} do saldo por mês, recalculada sobre o novo saldo a cada ano`;

  return (
    <section aria-labelledby="titulo-resultado" className="space-y-6">
      <h2 id="titulo-resultado" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-gray-900 outline-none dark:text-white">
        Resultado da simulação
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        {isReverse ? (
          <div className="rounded-2xl bg-primary-soft p-5 ring-1 ring-gray-900/5 sm:col-span-2 dark:ring-white/10">
            <dt className="text-sm font-medium text-gray-800 dark:text-gray-200">Contribuição mensal necessária</dt>
            <dd className="mt-2 text-3xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="contribuicao-necessaria">
              {formatBrl(projection.contribuicaoNecessaria!)}
            </dd>
            <dd className="mt-1 text-sm text-gray-800 dark:text-gray-200">
              {projection.contribuicaoNecessaria === '0.00'
                ? `O saldo de hoje já paga a renda de ${formatBrl(request.rendaDesejada ?? '0')} por mês.`
                : `Para receber ${formatBrl(request.rendaDesejada ?? '0')} por mês, contribua este valor todo mês por ${spanOf(request.meses)}.`}
            </dd>
          </div>
        ) : null}
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
          <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">Saldo projetado em {spanOf(request.meses)}</dt>
          <dd className="mt-2 text-2xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="saldo-projetado">
            {formatBrl(projection.saldoProjetado)}
          </dd>
          <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">Quando a renda começa.</dd>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
          <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">Renda mensal estimada</dt>
          <dd className="mt-2 text-2xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid="renda-mensal">
            {formatBrl(projection.rendaMensal)}
          </dd>
          <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            Por mês, {incomeForm}
            {hasThirteenth ? ', e mais um pagamento em dezembro (abono anual).' : '.'}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        É uma estimativa: a rentabilidade real varia de ano a ano, e a renda é bruta, antes do imposto de renda.
      </p>
      <LineChart title="Evolução do saldo até o início da renda" labels={labels} series={series} formatValue={formatMoney} formatAxisValue={formatAxisBrl} labelHeader="Mês" />
    </section>
  );
}
