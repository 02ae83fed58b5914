import { useCallback, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { LinkButton } from '@/components/ui/LinkButton';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { simularRegimeTributacao, type Regime, type SimulacaoRegime, type SimulacaoRegimeEntrada } from '@/services/tax-regime';
import { CARD_CLASSES } from './regime-texts';
import { SimulatorForm } from './SimulatorForm';

const LABEL: Record<Regime, string> = { progressivo: 'Progressivo', regressivo: 'Regressivo' };

/** The assistant: both regimes over the participant's numbers, side by side, with the break-even and a recommendation. */
export function RegimeSimulator({ idVinculoPlano }: { idVinculoPlano: number }) {
  const [inputs, setInputs] = useState<SimulacaoRegimeEntrada>({ idVinculoPlano });
  const fetchSimulation = useCallback(() => simularRegimeTributacao(inputs), [inputs]);
  const { data, error, isLoading, retry } = useApiQuery(fetchSimulation);
  // The form starts from the first answer's numbers (the plan's retirement age, no other income) and stays while recalculating.
  const [initial, setInitial] = useState<SimulacaoRegime['premissas'] | null>(null);
  if (data && !initial) setInitial(data.premissas);

  if (!initial) {
    if (error) return <DashboardError title="Não foi possível simular." message={error.message} onRetry={retry} />;
    return <DashboardSkeleton label="Calculando a comparação" />;
  }
  return (
    <div className="space-y-8">
      <SimulatorForm initial={initial} isBusy={isLoading} errors={error?.status === 400 ? error.errors : []} onSubmit={(values) => setInputs({ idVinculoPlano, ...values })} />
      <div aria-live="polite" aria-busy={isLoading}>
        {isLoading ? (
          <DashboardSkeleton label="Recalculando" />
        ) : error && error.status !== 400 ? (
          <DashboardError title="Não foi possível simular." message={error.message} onRetry={retry} />
        ) : data ? (
          <Results simulation={data} />
        ) : null}
      </div>
    </div>
  );
}

function Results({ simulation }: { simulation: SimulacaoRegime }) {
  const { recomendacao } = simulation;
  return (
    <div className="space-y-8">
      <section aria-labelledby="recomendacao" className={`${CARD_CLASSES} border-l-4 border-primary-strong`}>
        <h2 id="recomendacao" className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">
          O que os seus números indicam
        </h2>
        <p className="mb-3 text-xl text-gray-900 dark:text-white" data-testid="recomendacao">
          Para você, o regime que tende a cobrar menos é o <strong>{LABEL[recomendacao.regime]}</strong>.
        </p>
        <p className="mb-4 text-gray-700 dark:text-gray-300">{recomendacao.explicacao}</p>
        <h3 className="mb-1 font-semibold text-gray-900 dark:text-white">Antes de decidir</h3>
        <ul className="list-disc space-y-1 pl-5 text-gray-700 dark:text-gray-300">
          {recomendacao.ressalvas.map((caveat) => (
            <li key={caveat}>{caveat}</li>
          ))}
        </ul>
      </section>
      <IncomeComparison simulation={simulation} />
      <BreakEven simulation={simulation} />
      <RedemptionComparison simulation={simulation} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <LinkButton href="/services/regime-tributacao">Escolher meu regime</LinkButton>
        <p className="text-sm text-gray-700 dark:text-gray-300">A escolha abre uma solicitação que o fundo analisa.</p>
      </div>
    </div>
  );
}

interface Row {
  label: string;
  value: string;
  testId?: string;
}

/** One regime's figures: a card with its name as the table's caption and a header for each row. */
function RegimeCard({ regime, rows, note, isCheaper, scenario }: { regime: Regime; rows: Row[]; note?: ReactNode; isCheaper: boolean; scenario: string }) {
  return (
    <article aria-labelledby={`${scenario}-${regime}`} className={`${CARD_CLASSES} ${isCheaper ? 'ring-2 ring-primary-strong' : ''}`} data-testid={`${scenario}-${regime}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${scenario}-${regime}`} className="text-lg font-semibold text-gray-900 dark:text-white">
          {LABEL[regime]}
        </h3>
        {isCheaper ? <span className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-strong">{scenario === 'renda' ? 'Cobra menos' : 'Retém menos'}</span> : null}
      </div>
      <table className="w-full text-left">
        <caption className="sr-only">
          Regime {regime}: {scenario === 'renda' ? 'renda na aposentadoria' : 'resgate total hoje'}
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
              <th scope="row" className="py-2 pr-3 font-normal text-gray-700 dark:text-gray-300">
                {row.label}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums text-gray-900 dark:text-white" data-testid={row.testId}>
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <div className="mt-3 text-sm text-gray-700 dark:text-gray-300">{note}</div> : null}
    </article>
  );
}

const cheaper = (progressive: string, regressive: string): Regime | null => {
  const difference = Number(progressive) - Number(regressive);
  if (difference === 0) return null;
  return difference > 0 ? 'regressivo' : 'progressivo';
};

function IncomeComparison({ simulation }: { simulation: SimulacaoRegime }) {
  const { premissas, renda, progressivo, regressivo } = simulation;
  const years = premissas.prazoMeses / 12;
  const winner = cheaper(progressivo.imposto.rendaTotal, regressivo.imposto.rendaTotal);
  const retiresNow = premissas.mesesAteAposentadoria === 0;
  return (
    <section aria-labelledby="renda">
      <h2 id="renda" className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">
        Na aposentadoria: imposto sobre a renda mensal
      </h2>
      <p className="mb-4 text-gray-700 dark:text-gray-300">
        Com o saldo de hoje, {formatBrl(renda.saldoAtual)}
        {Number(premissas.contribuicaoMensal) > 0 ? `, contribuindo ${formatBrl(premissas.contribuicaoMensal)} por mês` : ''}
        {retiresNow ? '' : ` até os ${premissas.idadeAposentadoria} anos`} e rendendo {formatPercent(premissas.rentabilidadeAnual)} ao ano acima da inflação, o saldo chega a{' '}
        {formatBrl(renda.saldoProjetado)}. Ele paga uma renda de <strong data-testid="renda-mensal">{formatBrl(renda.rendaMensal)} por mês</strong> a partir de{' '}
        {formatMonthBr(`${renda.inicioRenda}-01`)}, por {years} anos
        {premissas.pagamentosPorAno === 13 ? ', com 13 pagamentos por ano (os 12 meses e o abono anual, uma espécie de 13º)' : ''}. Valores em reais de hoje.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <RegimeCard
          scenario="renda"
          regime="progressivo"
          isCheaper={winner === 'progressivo'}
          rows={[
            { label: 'Imposto por mês', value: formatBrl(progressivo.imposto.rendaMensal), testId: 'renda-progressivo-imposto' },
            { label: 'Alíquota efetiva', value: formatPercent(progressivo.aliquotaEfetiva.renda) },
            { label: 'Renda líquida por mês', value: formatBrl(progressivo.valorLiquido.rendaMensal) },
            { label: `Imposto em ${years} anos`, value: formatBrl(progressivo.imposto.rendaTotal) },
          ]}
          note={
            Number(premissas.outrasRendasMensais) > 0
              ? `É o imposto que esta renda acrescenta às suas outras rendas de ${formatBrl(premissas.outrasRendasMensais)} por mês.`
              : 'Sem outras rendas. Se você tiver salário, INSS ou aluguéis, informe acima: o imposto da tabela progressiva sobe.'
          }
        />
        <RegimeCard
          scenario="renda"
          regime="regressivo"
          isCheaper={winner === 'regressivo'}
          rows={[
            { label: 'Imposto por mês (média)', value: formatBrl(regressivo.imposto.rendaMensal), testId: 'renda-regressivo-imposto' },
            { label: 'Alíquota efetiva', value: formatPercent(regressivo.aliquotaEfetiva.renda) },
            { label: 'Renda líquida por mês', value: formatBrl(regressivo.valorLiquido.rendaMensal) },
            { label: `Imposto em ${years} anos`, value: formatBrl(regressivo.imposto.rendaTotal) },
          ]}
          note={
            regressivo.porAliquota.length > 1
              ? `As contribuições mais antigas são pagas primeiro. ${regressivo.porAliquota.map((band) => `${formatBrl(band.renda)} da renda paga ${formatPercent(band.aliquota)}`).join('; ')}.`
              : `As contribuições mais antigas são pagas primeiro, e cada uma terá mais de 10 anos no plano quando for paga: toda a renda paga ${formatPercent(regressivo.aliquotaEfetiva.renda)}.`
          }
        />
      </div>
    </section>
  );
}

function BreakEven({ simulation }: { simulation: SimulacaoRegime }) {
  const { pontoDeEquilibrio: point } = simulation;
  const hasOther = Number(point.outrasRendasMensais) > 0;
  let headline: string;
  if (point.rendaMensal === null) headline = `Com a alíquota regressiva de ${formatPercent(point.aliquotaRegressiva)}, o progressivo cobra menos em qualquer valor de renda.`;
  else if (Number(point.rendaMensal) < 1) headline = 'Com as suas outras rendas, o regressivo cobra menos em qualquer valor de renda do plano.';
  else headline = `Se sua renda mensal ficar acima de ${formatBrl(point.rendaMensal)}, o regressivo cobra menos.`;
  return (
    <section aria-labelledby="equilibrio" className={CARD_CLASSES}>
      <h2 id="equilibrio" className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">
        Ponto de equilíbrio
      </h2>
      <p className="mb-2 text-xl font-semibold text-gray-900 dark:text-white" data-testid="ponto-equilibrio">
        {headline}
      </p>
      <p className="text-gray-700 dark:text-gray-300">
        É a renda mensal do plano em que os dois regimes cobram o mesmo: abaixo dela, o progressivo cobra menos; acima, o regressivo. A conta compara a tabela progressiva de hoje com a
        alíquota regressiva da sua renda, {formatPercent(point.aliquotaRegressiva)}
        {hasOther ? `, somando as suas outras rendas de ${formatBrl(point.outrasRendasMensais)} por mês` : ''}.
      </p>
    </section>
  );
}

function RedemptionComparison({ simulation }: { simulation: SimulacaoRegime }) {
  const { resgate, progressivo, regressivo } = simulation;
  const winner = cheaper(progressivo.imposto.resgate, regressivo.imposto.resgate);
  return (
    <section aria-labelledby="resgate">
      <h2 id="resgate" className="mb-2 text-lg font-semibold text-gray-900 dark:text-white">
        Se você resgatasse tudo hoje
      </h2>
      <p className="mb-4 text-gray-700 dark:text-gray-300">
        Valor do resgate: <strong>{formatBrl(resgate.valorBruto)}</strong>, o valor atual das suas contribuições, como no{' '}
        <Link href="/services/extrato-ir-regressivo" className="font-semibold text-primary-strong underline">
          Extrato do IR regressivo
        </Link>
        .
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <RegimeCard
          scenario="resgate"
          regime="progressivo"
          isCheaper={winner === 'progressivo'}
          rows={[
            { label: 'Imposto retido', value: formatBrl(progressivo.imposto.resgate), testId: 'resgate-progressivo-imposto' },
            { label: 'Alíquota', value: formatPercent(progressivo.aliquotaEfetiva.resgate) },
            { label: 'Valor líquido agora', value: formatBrl(progressivo.valorLiquido.resgate) },
            {
              label: `Imposto final, na declaração de ${progressivo.impostoFinalResgate.anoCalendario + 1}`,
              value: `de ${formatBrl(progressivo.impostoFinalResgate.minimo)} a ${formatBrl(progressivo.impostoFinalResgate.maximo)}`,
              testId: 'resgate-progressivo-imposto-final',
            },
          ]}
          note="15 % retidos como adiantamento. O imposto final é acertado na declaração anual: o menor valor se o resgate for a sua única renda tributável no ano, o maior se você tiver outras rendas."
        />
        <RegimeCard
          scenario="resgate"
          regime="regressivo"
          isCheaper={winner === 'regressivo'}
          rows={[
            { label: 'Imposto retido', value: formatBrl(regressivo.imposto.resgate), testId: 'resgate-regressivo-imposto' },
            { label: 'Alíquota efetiva', value: formatPercent(regressivo.aliquotaEfetiva.resgate) },
            { label: 'Valor líquido', value: formatBrl(regressivo.valorLiquido.resgate) },
          ]}
          note="Definitivo: cada contribuição paga a alíquota do tempo que já ficou no plano."
        />
      </div>
    </section>
  );
}
