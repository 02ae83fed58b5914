import { parseDecimalComma } from '@/domain/imports-csv';
import { formatDateBr } from '@/domain/format-date';
import { formatQuotaValue, QUOTA_VALUE_LIMITS } from '@/domain/quota-values-import';
import { atualizarValorCota, criarValorCota, retornarSeriesCota, retornarValoresCota, type SerieCota, type ValorCota } from '@/services/quota-values';
import { DatedSeriesManager, type DatedSeriesDefinition } from '@/components/dated-series/DatedSeriesManager';

const labelOf = (series: SerieCota) => (series.perfil ? `${series.plano} — ${series.perfil}` : series.plano);

/** A series per plan without profiles and per profile of the plans with them; a value per date. */
const QUOTA_SERIES: DatedSeriesDefinition<SerieCota, ValorCota> = {
  findSeries: retornarSeriesCota,
  hasLatestValue: false,
  seriesKey: (series) => `${series.idPlano}|${series.idPerfilInvestimento ?? ''}`,
  seriesLabel: labelOf,
  seriesSelectLabel: 'Plano e perfil de investimento',
  seriesLoadingLabel: 'Carregando as séries de cotas',
  seriesErrorTitle: 'Não foi possível carregar as séries de cotas.',
  findValues: (series) => retornarValoresCota(series.idPlano, series.idPerfilInvestimento),
  valueDate: (value) => value.data,
  valueDraft: (value) => formatQuotaValue(value.valor),
  form: {
    dateField: { label: 'Data', type: 'date' },
    valueField: { id: 'valor-cota', label: 'Valor da cota', placeholder: '1,23456789', hint: 'Até 8 casas decimais, com vírgula.' },
    checkDate: (date) => (date ? undefined : 'Informe a data.'),
    parseValue: (value) => parseDecimalComma(value, QUOTA_VALUE_LIMITS),
    submitLabel: { create: 'Incluir valor', correct: 'Corrigir valor' },
  },
  async save(series, { date, value, isCorrection }) {
    const body = { idPlano: series.idPlano, idPerfilInvestimento: series.idPerfilInvestimento, data: date, valor: value };
    await (isCorrection ? atualizarValorCota(body) : criarValorCota(body));
    return isCorrection ? 'Valor de cota corrigido.' : 'Valor de cota incluído.';
  },
  valuesLoadingLabel: 'Carregando os valores de cota',
  valuesErrorTitle: 'Não foi possível carregar os valores de cota.',
  valuesEmptyText: 'Esta série ainda não tem valores. Inclua o primeiro no formulário acima ou envie um arquivo.',
  tableCaptionId: 'titulo-valores-cota',
  tableCaption: (series, count) => (
    <>
      Valores de {labelOf(series)} ({count})
    </>
  ),
  columns: [
    { header: 'Data', headerClassName: 'px-3 py-2 font-semibold', cellClassName: 'px-3 py-1 whitespace-nowrap', cell: (value) => formatDateBr(value.data) },
    { header: 'Valor da cota', headerClassName: 'px-3 py-2 text-right font-semibold', cellClassName: 'px-3 py-1 text-right tabular-nums', cell: (value) => formatQuotaValue(value.valor) },
  ],
  correctColumn: { headerClassName: 'px-3 py-2 font-semibold', cellClassName: 'px-3 py-1 text-right', label: (value) => `Corrigir o valor de ${formatDateBr(value.data)}` },
};

/** Choose a series (plan, or plan and profile), read its values newest first, add or correct one. */
export function QuotaValuesManager({ refreshKey }: { refreshKey: number }) {
  return <DatedSeriesManager definition={QUOTA_SERIES} refreshKey={refreshKey} />;
}
