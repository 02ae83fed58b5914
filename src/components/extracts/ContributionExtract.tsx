import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { INPUT_CLASSES } from '@/components/ui/TextField';
import { CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_TYPE_LABELS, CONTRIBUTION_TYPES, type ContributionType } from '@/domain/accounts';
import { contributionFilterFromQuery, contributionFilterToQuery, defaultContributionFilter, singleParam, type ContributionFilter } from '@/domain/extracts-filters';
import { MAX_PERIOD_MONTHS, monthOf, monthsInPeriod, PERIOD_MESSAGES } from '@/domain/extracts-period';
import { formatBrl, formatQuotas } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { useUrlQuery } from '@/hooks/useUrlQuery';
import { extratoContribuicaoFileUrl, retornarExtratoContribuicao, type ExtratoContribuicao } from '@/services/extracts';
import { SECTION_CLASSES } from './ExtractFrame';

const month = (value: string) => formatMonthBr(`${value}-01`);
/** Columns that only wide screens show (a phone reads the type under the month; the quota value is in the CSV and PDF). */
const WIDE_ONLY = 'hidden sm:table-cell';
const FIELD_CLASSES = `${INPUT_CLASSES} border-gray-500`;
const DOWNLOAD_CLASSES =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800';

/** On a phone, the quotas go under the value (their own column is for wide screens). */
function QuotasUnder({ value }: { value: string }) {
  return <span className="block text-xs font-normal text-gray-700 sm:hidden dark:text-gray-300">{formatQuotas(value)} cotas</span>;
}

/**
 * The filter the address names (`?inicio=&fim=&tipo=`, issue 26), or the last 12 months; null until the router has
 * read the address. Kept as its parts so a new router object with the same query asks nothing again.
 */
function useFilterFromAddress() {
  const { query, replaceQuery } = useUrlQuery();
  const isReady = query !== null;
  const [inicio, fim, tipo] = [singleParam(query?.inicio), singleParam(query?.fim), singleParam(query?.tipo)];
  const filter = useMemo(() => (isReady ? contributionFilterFromQuery({ inicio, fim, tipo }, monthOf(new Date())) : null), [isReady, inicio, fim, tipo]);
  const apply = useCallback((chosen: ContributionFilter) => replaceQuery(contributionFilterToQuery(chosen)), [replaceQuery]);
  return { filter, apply };
}

/** Service 6: filters (period, type), the table with its totals, and the same extract as CSV or PDF. */
export function ContributionExtract({ idVinculoPlano }: { idVinculoPlano: number }) {
  const { filter, apply } = useFilterFromAddress();
  const fetchExtract = useCallback(() => retornarExtratoContribuicao(idVinculoPlano, filter ?? {}), [idVinculoPlano, filter]);
  const { data, error, isLoading, retry } = useApiQuery(filter ? fetchExtract : null);
  const shown = filter ?? defaultContributionFilter(monthOf(new Date()));

  return (
    <div className="space-y-6">
      <ExtractFilters initial={shown} isLoading={isLoading} onApply={apply} />
      {isLoading || !filter ? (
        <DashboardSkeleton label="Carregando as contribuições" />
      ) : error || !data ? (
        <DashboardError title="Não foi possível carregar o extrato." message={error?.message ?? ''} onRetry={retry} />
      ) : (
        <ExtractTable extract={data} downloads={{ csv: extratoContribuicaoFileUrl(idVinculoPlano, filter, 'csv'), pdf: extratoContribuicaoFileUrl(idVinculoPlano, filter, 'pdf') }} />
      )}
    </div>
  );
}

function ExtractFilters({ initial, isLoading, onApply }: { initial: ContributionFilter; isLoading: boolean; onApply: (filter: ContributionFilter) => void }) {
  const id = useId();
  const [inicio, setInicio] = useState(initial.inicio);
  const [fim, setFim] = useState(initial.fim);
  const [tipo, setTipo] = useState<ContributionType | ''>(initial.tipo ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // Another filter in the address (read once the router is ready, or Back to an earlier one) puts the fields back to
  // it; set while rendering rather than by remounting, so the focus stays on 'Filtrar'.
  const initialKey = `${initial.inicio}|${initial.fim}|${initial.tipo ?? ''}`;
  const [shownKey, setShownKey] = useState(initialKey);
  if (shownKey !== initialKey) {
    setShownKey(initialKey);
    setInicio(initial.inicio);
    setFim(initial.fim);
    setTipo(initial.tipo ?? '');
    setProblem(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!inicio || !fim) return setProblem('Informe o mês inicial e o mês final.');
    const length = monthsInPeriod(inicio, fim);
    if (length < 1) return setProblem(PERIOD_MESSAGES.endBeforeStart);
    if (length > MAX_PERIOD_MONTHS) return setProblem(PERIOD_MESSAGES.tooLong);
    setProblem(null);
    onApply({ inicio, fim, tipo: tipo || undefined });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Filtrar o extrato" className={`${SECTION_CLASSES} grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end`}>
      <div>
        <label htmlFor={`${id}-inicio`} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
          De (mês)
        </label>
        <input id={`${id}-inicio`} type="month" value={inicio} onChange={(event) => setInicio(event.target.value)} className={FIELD_CLASSES} />
      </div>
      <div>
        <label htmlFor={`${id}-fim`} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
          Até (mês)
        </label>
        <input id={`${id}-fim`} type="month" value={fim} onChange={(event) => setFim(event.target.value)} className={FIELD_CLASSES} />
      </div>
      <div>
        <label htmlFor={`${id}-tipo`} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
          Tipo de contribuição
        </label>
        <select id={`${id}-tipo`} value={tipo} onChange={(event) => setTipo(event.target.value as ContributionType | '')} className={FIELD_CLASSES}>
          <option value="">Todos</option>
          {CONTRIBUTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {CONTRIBUTION_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" isLoading={isLoading} className="min-h-12">
        Filtrar
      </Button>
      {problem ? (
        <Alert className="sm:col-span-2 lg:col-span-4">{problem}</Alert>
      ) : null}
    </form>
  );
}

function ExtractTable({ extract, downloads }: { extract: ExtratoContribuicao; downloads: { csv: string; pdf: string } }) {
  const { contribuicoes, totais, periodo } = extract;
  const period = `${month(periodo.inicio)} a ${month(periodo.fim)}`;
  return (
    <section aria-labelledby="titulo-extrato" className={SECTION_CLASSES}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="titulo-extrato" className="text-lg font-semibold text-gray-900 dark:text-white">
          Contribuições de {period}
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={downloads.csv} download className={DOWNLOAD_CLASSES}>
            <Download aria-hidden="true" className="size-4" /> Baixar CSV
          </a>
          <a href={downloads.pdf} download className={DOWNLOAD_CLASSES}>
            <Download aria-hidden="true" className="size-4" /> Baixar PDF
          </a>
        </div>
      </div>
      {contribuicoes.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">Nenhuma contribuição neste período. Escolha outro período ou outro tipo.</p>
      ) : (
        <div role="region" aria-labelledby="titulo-extrato" tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-700">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Competência<span className="sm:hidden"> e tipo</span>
                </th>
                <th scope="col" className={`${WIDE_ONLY} py-2 pr-3 font-semibold`}>Tipo</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">Valor</th>
                <th scope="col" className={`${WIDE_ONLY} py-2 pr-3 text-right font-semibold`}>Cotas</th>
                <th scope="col" className={`${WIDE_ONLY} py-2 pr-3 text-right font-semibold`}>Valor da cota</th>
                <th scope="col" className="py-2 font-semibold">Situação</th>
              </tr>
            </thead>
            <tbody>
              {contribuicoes.map((row, index) => (
                <tr key={`${row.competencia}-${row.tipo}-${index}`} className="border-b border-gray-100 dark:border-gray-800">
                  <td className="py-2 pr-3">
                    {month(row.competencia)}
                    <span className="block text-gray-700 sm:hidden dark:text-gray-300">{CONTRIBUTION_TYPE_LABELS[row.tipo]}</span>
                  </td>
                  <td className={`${WIDE_ONLY} py-2 pr-3`}>{CONTRIBUTION_TYPE_LABELS[row.tipo]}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatBrl(row.valor)}
                    {row.cotas === null ? null : <QuotasUnder value={row.cotas} />}
                  </td>
                  <td className={`${WIDE_ONLY} py-2 pr-3 text-right tabular-nums`}>{row.cotas === null ? '—' : formatQuotas(row.cotas)}</td>
                  <td className={`${WIDE_ONLY} py-2 pr-3 text-right tabular-nums`}>{row.valorCota === null ? '—' : formatQuotas(row.valorCota)}</td>
                  <td className="py-2">{CONTRIBUTION_STATUS_LABELS[row.status]}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {totais.porTipo.length > 1
                ? totais.porTipo.map((row) => (
                    <tr key={row.tipo} className="text-gray-700 dark:text-gray-300">
                      <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                        Total {CONTRIBUTION_TYPE_LABELS[row.tipo].toLowerCase()}
                      </th>
                      <td className={WIDE_ONLY} />
                      <td className="py-1.5 pr-3 text-right tabular-nums">
                        {formatBrl(row.valor)}
                        <QuotasUnder value={row.cotas} />
                      </td>
                      <td className={`${WIDE_ONLY} py-1.5 pr-3 text-right tabular-nums`}>{formatQuotas(row.cotas)}</td>
                      <td className={WIDE_ONLY} />
                      <td />
                    </tr>
                  ))
                : null}
              <tr className="border-t-2 border-gray-300 font-semibold dark:border-gray-600">
                <th scope="row" className="py-2 pr-3 text-left">
                  Total do período
                </th>
                <td className={WIDE_ONLY} />
                <td className="py-2 pr-3 text-right tabular-nums">
                  <span data-testid="total-valor">{formatBrl(totais.valor)}</span>
                  <QuotasUnder value={totais.cotas} />
                </td>
                <td className={`${WIDE_ONLY} py-2 pr-3 text-right tabular-nums`}>{formatQuotas(totais.cotas)}</td>
                <td className={WIDE_ONLY} />
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
