import { useCallback } from 'react';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarProximoContracheque } from '@/services/statements';
import { Figure } from './Figure';

const FIGURE_LABELS = ['Competência', 'Pagamento previsto', 'Valor bruto', 'Base de cálculo do IR', 'Imposto de renda', 'Outros descontos', 'Valor líquido'];

/** The projected next monthly paycheck, with the exempt portion at 65 or the serious-illness exemption once granted. */
export function NextPaycheck({ idVinculoPlano }: { idVinculoPlano: number }) {
  const fetchNext = useCallback(() => retornarProximoContracheque(idVinculoPlano), [idVinculoPlano]);
  const { data, error, isLoading, retry } = useApiQuery(fetchNext);
  const isIllness = data?.isencoes.some((exemption) => exemption.tipo === 'molestia_grave') ?? false;

  return (
    <section aria-labelledby="titulo-proximo" aria-busy={isLoading || undefined} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="titulo-proximo" className="text-xl font-semibold text-gray-900 dark:text-white">
        Próximo contracheque (previsão)
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">A previsão parte do último benefício mensal e aplica as isenções de imposto de renda em vigor no mês.</p>
      {isLoading ? (
        // The figures' frame while they arrive: nothing moves when they do.
        <div role="status" aria-label="Carregando a previsão do próximo contracheque" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {FIGURE_LABELS.map((label) => (
            <div key={label} className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
              <p className="text-sm text-gray-700 dark:text-gray-300">{label}</p>
              <Skeleton className="mt-2 h-6 w-24" />
            </div>
          ))}
        </div>
      ) : error || !data ? (
        <DashboardError title="Não foi possível carregar a previsão do próximo contracheque." message={error?.message ?? ''} onRetry={retry} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure label="Competência" value={formatMonthBr(`${data.competencia}-01`)} />
            <Figure label="Pagamento previsto" value={formatDateBr(data.dataPagamento)} />
            <Figure label="Valor bruto" value={formatBrl(data.valorBruto)} />
            {data.parcelaIsenta !== '0.00' ? (
              <Figure label={isIllness ? 'Parcela isenta (moléstia grave)' : 'Parcela isenta (65 anos ou mais)'} value={formatBrl(data.parcelaIsenta)} />
            ) : null}
            <Figure label="Base de cálculo do IR" value={formatBrl(data.baseCalculo)} />
            <Figure label="Imposto de renda" value={formatBrl(data.impostoRenda)} />
            <Figure label="Outros descontos" value={formatBrl(data.outrosDescontos)} />
            <Figure label="Valor líquido" value={formatBrl(data.valorLiquido)} isStrong />
          </dl>
          {data.isencoes.length ? (
            <div>
              <h3 className="font-semibold text-gray-900 dark:text-white">Isenções aplicadas</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-gray-700 dark:text-gray-300">
                {data.isencoes.map((exemption) => (
                  <li key={exemption.tipo}>
                    {exemption.descricao}, desde {formatMonthBr(`${exemption.competenciaInicio}-01`)}
                    {exemption.doenca ? ` (${exemption.doenca})` : ''}.
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
