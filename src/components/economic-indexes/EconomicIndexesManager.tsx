import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarIndices, retornarValoresIndice } from '@/services/economic-indexes';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { EconomicIndexValueForm, INDEX_CHANGE_FIELD_ID } from './EconomicIndexValueForm';
import { formatIndexChange, formatIndexMonth } from './format';

/** '4.50' → '4,50 %'; a month without its 12 months → '—' with a text for screen readers. */
function Twelve({ value }: { value: string | null }) {
  if (value === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Sem os 12 meses</span>
      </>
    );
  return <>{formatIndexChange(value)}</>;
}

/** Choose an index, read its months newest first with the 12-month change, add or correct a month. */
export function EconomicIndexesManager({ refreshKey }: { refreshKey: number }) {
  const [savedCount, setSavedCount] = useState(0);
  const fetchIndexes = useCallback(
    () => retornarIndices(),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refreshKey, savedCount],
  );
  const indexes = useApiQuery(fetchIndexes);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [draft, setDraft] = useState({ competencia: '', variacao: '' });
  const all = indexes.data ?? [];
  const chosen = all.find((index) => index.id === chosenId) ?? all[0] ?? null;

  const fetchValues = useCallback(
    () => (chosen ? retornarValoresIndice(chosen.id) : Promise.resolve([])),
    // refreshKey and savedCount make a new fetcher after an upload or a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chosen?.id, refreshKey, savedCount],
  );
  const values = useApiQuery(chosen ? fetchValues : null);

  if (indexes.isLoading && !indexes.data) return <DashboardSkeleton label="Carregando os índices" />;
  if (indexes.error || !chosen) return <DashboardError title="Não foi possível carregar os índices." message={indexes.error?.message ?? ''} onRetry={indexes.retry} />;

  return (
    <div className="space-y-6">
      <Select
        label="Índice"
        options={all.map((index) => ({ value: String(index.id), label: `${index.codigo} — ${index.nome}` }))}
        value={String(chosen.id)}
        onChange={(value) => setChosenId(Number(value))}
        className="max-w-md"
      />
      <dl className="grid gap-3 sm:grid-cols-3" aria-live="polite">
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
          <dt className="text-sm text-gray-700 dark:text-gray-300">Último mês</dt>
          <dd className="text-lg font-semibold">{chosen.ultimoValor ? formatIndexMonth(chosen.ultimoValor.competencia) : 'Sem valores'}</dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
          <dt className="text-sm text-gray-700 dark:text-gray-300">Variação no mês</dt>
          <dd className="text-lg font-semibold tabular-nums">{chosen.ultimoValor ? formatIndexChange(chosen.ultimoValor.variacao) : '—'}</dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
          <dt className="text-sm text-gray-700 dark:text-gray-300">Acumulado em 12 meses</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="acumulado-12-meses">
            <Twelve value={chosen.acumulado12Meses} />
          </dd>
        </div>
      </dl>
      <p className="text-sm text-gray-700 dark:text-gray-300">Fonte: {chosen.fonte}. O acumulado compõe as variações do mês e dos 11 anteriores.</p>
      <EconomicIndexValueForm
        idIndice={chosen.id}
        codigo={chosen.codigo}
        values={values.data ?? []}
        competencia={draft.competencia}
        variacao={draft.variacao}
        onChange={setDraft}
        onSaved={() => setSavedCount((current) => current + 1)}
      />
      {values.isLoading ? (
        <DashboardSkeleton label="Carregando as variações do índice" />
      ) : values.error || !values.data ? (
        <DashboardError title="Não foi possível carregar as variações do índice." message={values.error?.message ?? ''} onRetry={values.retry} />
      ) : values.data.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">Este índice ainda não tem variações. Inclua a primeira no formulário acima ou envie um arquivo.</p>
      ) : (
        <div role="region" aria-labelledby="titulo-valores-indice" tabIndex={0} className="max-h-[32rem] overflow-auto rounded-xl border border-gray-200 dark:border-gray-700">
          <table className="w-full text-left text-sm">
            <caption id="titulo-valores-indice" className="px-3 pt-3 pb-1 text-left font-semibold">
              Variações do {chosen.codigo} ({values.data.length} meses)
            </caption>
            <thead className="sticky top-0 bg-white dark:bg-gray-900">
              <tr className="border-b border-gray-200 dark:border-gray-700">
                <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">Mês</th>
                <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">Variação</th>
                <th scope="col" className="px-2 py-2 text-right font-semibold whitespace-nowrap sm:px-3">12 meses</th>
                <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {values.data.map((value) => (
                <tr key={value.competencia} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                  <td className="px-2 py-1 sm:px-3 whitespace-nowrap">{formatIndexMonth(value.competencia)}</td>
                  <td className="px-2 py-1 sm:px-3 text-right tabular-nums whitespace-nowrap">{formatIndexChange(value.variacao)}</td>
                  <td className="px-2 py-1 sm:px-3 text-right tabular-nums whitespace-nowrap">
                    <Twelve value={value.acumulado12Meses} />
                  </td>
                  <td className="px-2 py-1 sm:px-3 text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Corrigir a variação de ${formatIndexMonth(value.competencia)}`}
                      onClick={() => {
                        setDraft({ competencia: value.competencia, variacao: value.variacao.replace(/0+$/, '').replace(/\.$/, '').replace('.', ',') });
                        document.getElementById(INDEX_CHANGE_FIELD_ID)?.focus();
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
