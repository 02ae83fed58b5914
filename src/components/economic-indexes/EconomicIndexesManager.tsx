import { parseVariacaoComma } from '@/domain/economic-indexes';
import { atualizarValorIndice, criarValorIndice, retornarIndices, retornarValoresIndice, type IndiceEconomico, type ValorIndice } from '@/services/economic-indexes';
import { DatedSeriesManager, type DatedSeriesDefinition } from '@/components/dated-series/DatedSeriesManager';
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

/** The index's latest month, its change and the 12-month change, above the form. */
function IndexSummary({ index }: { index: IndiceEconomico }) {
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3" aria-live="polite">
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
          <dt className="text-sm text-gray-700 dark:text-gray-300">Último mês</dt>
          <dd className="text-lg font-semibold">{index.ultimoValor ? formatIndexMonth(index.ultimoValor.competencia) : 'Sem valores'}</dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
          <dt className="text-sm text-gray-700 dark:text-gray-300">Variação no mês</dt>
          <dd className="text-lg font-semibold tabular-nums">{index.ultimoValor ? formatIndexChange(index.ultimoValor.variacao) : '—'}</dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
          <dt className="text-sm text-gray-700 dark:text-gray-300">Acumulado em 12 meses</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="acumulado-12-meses">
            <Twelve value={index.acumulado12Meses} />
          </dd>
        </div>
      </dl>
      <p className="text-sm text-gray-700 dark:text-gray-300">Fonte: {index.fonte}. O acumulado compõe as variações do mês e dos 11 anteriores.</p>
    </>
  );
}

/** A series per index (IPCA, INPC, IGP-M); a change per month, with the 12-month change. */
const INDEX_SERIES: DatedSeriesDefinition<IndiceEconomico, ValorIndice> = {
  findSeries: retornarIndices,
  hasLatestValue: true,
  seriesKey: (index) => String(index.id),
  seriesLabel: (index) => `${index.codigo} — ${index.nome}`,
  seriesSelectLabel: 'Índice',
  seriesLoadingLabel: 'Carregando os índices',
  seriesErrorTitle: 'Não foi possível carregar os índices.',
  summary: (index) => <IndexSummary index={index} />,
  findValues: (index) => retornarValoresIndice(index.id),
  valueDate: (value) => value.competencia,
  valueDraft: (value) => value.variacao.replace(/0+$/, '').replace(/\.$/, '').replace('.', ','),
  form: {
    dateField: { label: 'Mês', type: 'month', placeholder: 'AAAA-MM' },
    valueField: { id: 'variacao-indice', label: 'Variação no mês (%)', placeholder: '0,39', hint: 'Com vírgula, até 4 casas; negativa com o sinal de menos.' },
    checkDate: (month) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? undefined : 'Informe o mês (AAAA-MM).'),
    parseValue: parseVariacaoComma,
    submitLabel: { create: 'Incluir variação', correct: 'Corrigir variação' },
  },
  async save(index, { date, value, isCorrection }) {
    const body = { idIndice: index.id, competencia: date, variacao: value };
    await (isCorrection ? atualizarValorIndice(body) : criarValorIndice(body));
    return isCorrection ? `Variação do ${index.codigo} corrigida.` : `Variação do ${index.codigo} incluída.`;
  },
  valuesLoadingLabel: 'Carregando as variações do índice',
  valuesErrorTitle: 'Não foi possível carregar as variações do índice.',
  valuesEmptyText: 'Este índice ainda não tem variações. Inclua a primeira no formulário acima ou envie um arquivo.',
  tableCaptionId: 'titulo-valores-indice',
  tableCaption: (index, count) => (
    <>
      Variações do {index.codigo} ({count} meses)
    </>
  ),
  columns: [
    { header: 'Mês', headerClassName: 'px-2 py-2 sm:px-3 font-semibold', cellClassName: 'px-2 py-1 sm:px-3 whitespace-nowrap', cell: (value) => formatIndexMonth(value.competencia) },
    {
      header: 'Variação',
      headerClassName: 'px-2 py-2 sm:px-3 text-right font-semibold',
      cellClassName: 'px-2 py-1 sm:px-3 text-right tabular-nums whitespace-nowrap',
      cell: (value) => formatIndexChange(value.variacao),
    },
    {
      header: '12 meses',
      headerClassName: 'px-2 py-2 text-right font-semibold whitespace-nowrap sm:px-3',
      cellClassName: 'px-2 py-1 sm:px-3 text-right tabular-nums whitespace-nowrap',
      cell: (value) => <Twelve value={value.acumulado12Meses} />,
    },
  ],
  correctColumn: {
    headerClassName: 'px-2 py-2 sm:px-3 font-semibold',
    cellClassName: 'px-2 py-1 sm:px-3 text-right',
    label: (value) => `Corrigir a variação de ${formatIndexMonth(value.competencia)}`,
  },
};

/** Choose an index, read its months newest first with the 12-month change, add or correct a month. */
export function EconomicIndexesManager({ refreshKey }: { refreshKey: number }) {
  return <DatedSeriesManager definition={INDEX_SERIES} refreshKey={refreshKey} />;
}
