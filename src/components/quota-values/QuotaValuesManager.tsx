import { useCallback, useState } from 'react';
import { formatDateBr } from '@/domain/format';
import { formatQuotaValue } from '@/domain/quota-value-import';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSeriesCota, retornarValoresCota, type SerieCota } from '@/services/quota-values';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { QuotaValueForm } from './QuotaValueForm';

const keyOf = (series: Pick<SerieCota, 'idPlano' | 'idPerfilInvestimento'>) => `${series.idPlano}|${series.idPerfilInvestimento ?? ''}`;
const labelOf = (series: SerieCota) => (series.perfil ? `${series.plano} — ${series.perfil}` : series.plano);

/** Choose a series (plan, or plan and profile), read its values newest first, add or correct one. */
export function QuotaValuesManager({ refreshKey }: { refreshKey: number }) {
  const fetchSeries = useCallback(() => retornarSeriesCota(), []);
  const seriesQuery = useApiQuery(fetchSeries);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [draft, setDraft] = useState({ data: '', valor: '' });
  const [savedCount, setSavedCount] = useState(0);
  const allSeries = seriesQuery.data ?? [];
  const chosen = allSeries.find((series) => keyOf(series) === chosenKey) ?? allSeries[0] ?? null;

  const fetchValues = useCallback(
    // refreshKey and savedCount make a new fetcher after an upload or a save.
    () => (chosen ? retornarValoresCota(chosen.idPlano, chosen.idPerfilInvestimento) : Promise.resolve([])),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chosen?.idPlano, chosen?.idPerfilInvestimento, refreshKey, savedCount],
  );
  const values = useApiQuery(chosen ? fetchValues : null);

  if (seriesQuery.isLoading) return <DashboardSkeleton label="Carregando as séries de cotas" />;
  if (seriesQuery.error || !chosen) return <DashboardError title="Não foi possível carregar as séries de cotas." message={seriesQuery.error?.message ?? ''} onRetry={seriesQuery.retry} />;

  return (
    <div className="space-y-6">
      <Select
        label="Plano e perfil de investimento"
        options={allSeries.map((series) => ({ value: keyOf(series), label: labelOf(series) }))}
        value={keyOf(chosen)}
        onChange={(value) => setChosenKey(value)}
        className="max-w-md"
      />
      <QuotaValueForm
        series={{ idPlano: chosen.idPlano, idPerfilInvestimento: chosen.idPerfilInvestimento }}
        values={values.data ?? []}
        data={draft.data}
        valor={draft.valor}
        onChange={setDraft}
        onSaved={() => setSavedCount((current) => current + 1)}
      />
      {values.isLoading ? (
        <DashboardSkeleton label="Carregando os valores de cota" />
      ) : values.error || !values.data ? (
        <DashboardError title="Não foi possível carregar os valores de cota." message={values.error?.message ?? ''} onRetry={values.retry} />
      ) : values.data.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">Esta série ainda não tem valores. Inclua o primeiro no formulário acima ou envie um arquivo.</p>
      ) : (
        <div role="region" aria-labelledby="titulo-valores-cota" tabIndex={0} className="max-h-[32rem] overflow-auto rounded-xl border border-gray-200 dark:border-gray-700">
          <table className="w-full text-left text-sm">
            <caption id="titulo-valores-cota" className="px-3 pt-3 pb-1 text-left font-semibold">
              Valores de {labelOf(chosen)} ({values.data.length})
            </caption>
            <thead className="sticky top-0 bg-white dark:bg-gray-900">
              <tr className="border-b border-gray-200 dark:border-gray-700">
                <th scope="col" className="px-3 py-2 font-semibold">Data</th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">Valor da cota</th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {values.data.map((value) => (
                <tr key={value.data} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                  <td className="px-3 py-1 whitespace-nowrap">{formatDateBr(value.data)}</td>
                  <td className="px-3 py-1 text-right tabular-nums">{formatQuotaValue(value.valor)}</td>
                  <td className="px-3 py-1 text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Corrigir o valor de ${formatDateBr(value.data)}`}
                      onClick={() => {
                        setDraft({ data: value.data, valor: formatQuotaValue(value.valor) });
                        document.getElementById('valor-cota')?.focus();
                      }}
                    >
                      Corrigir
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
