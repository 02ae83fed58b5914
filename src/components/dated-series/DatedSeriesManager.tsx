import { useCallback, useState, type ReactNode } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { DatedSeriesValueForm, type DatedValueDraft, type DatedValueFormDefinition } from './DatedSeriesValueForm';

/** One column of the values table: its header cell, and its cell in each row (with their own classes). */
export interface DatedValueColumn<Value> {
  header: ReactNode;
  headerClassName: string;
  cellClassName: string;
  cell: (value: Value) => ReactNode;
}

/** Everything that makes a dated series what it is (quota values, economic indexes): calls, words, columns. */
export interface DatedSeriesDefinition<Series, Value> {
  findSeries: () => Promise<Series[]>;
  /** The series carry their latest value: read them again after an upload or a save. */
  hasLatestValue: boolean;
  seriesKey: (series: Series) => string;
  seriesLabel: (series: Series) => string;
  seriesSelectLabel: string;
  seriesLoadingLabel: string;
  seriesErrorTitle: string;
  /** What sits between the choice of series and the form (the index's latest figures). */
  summary?: (series: Series) => ReactNode;
  findValues: (series: Series) => Promise<Value[]>;
  valueDate: (value: Value) => string;
  /** The stored value as the form's field shows it. */
  valueDraft: (value: Value) => string;
  form: DatedValueFormDefinition;
  save: (series: Series, value: { date: string; value: string; isCorrection: boolean }) => Promise<string>;
  valuesLoadingLabel: string;
  valuesErrorTitle: string;
  valuesEmptyText: string;
  tableCaptionId: string;
  tableCaption: (series: Series, count: number) => ReactNode;
  columns: DatedValueColumn<Value>[];
  /** The last column: a Corrigir button per row that puts the value in the form. */
  correctColumn: { headerClassName: string; cellClassName: string; label: (value: Value) => string };
}

interface DatedSeriesManagerProps<Series, Value> {
  definition: DatedSeriesDefinition<Series, Value>;
  /** Changes after an upload: the values (and the series with their latest value) are read again. */
  refreshKey: number;
}

/** Choose a series, read its values newest first, add or correct one. */
export function DatedSeriesManager<Series, Value>({ definition, refreshKey }: DatedSeriesManagerProps<Series, Value>) {
  const [savedCount, setSavedCount] = useState(0);
  const seriesVersion = definition.hasLatestValue ? `${refreshKey}|${savedCount}` : '';
  const fetchSeries = useCallback(
    () => definition.findSeries(),
    // seriesVersion makes a new fetcher after an upload or a save when the series show their latest value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [definition, seriesVersion],
  );
  const seriesQuery = useApiQuery(fetchSeries);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [draft, setDraft] = useState<DatedValueDraft>({ date: '', value: '' });
  const allSeries = seriesQuery.data ?? [];
  const chosen = allSeries.find((series) => definition.seriesKey(series) === chosenKey) ?? allSeries[0] ?? null;
  const chosenSeriesKey = chosen ? definition.seriesKey(chosen) : null;

  const fetchValues = useCallback(
    () => (chosen ? definition.findValues(chosen) : Promise.resolve([])),
    // refreshKey and savedCount make a new fetcher after an upload or a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [definition, chosenSeriesKey, refreshKey, savedCount],
  );
  const values = useApiQuery(chosen ? fetchValues : null);

  if (seriesQuery.isLoading && !seriesQuery.data) return <DashboardSkeleton label={definition.seriesLoadingLabel} />;
  if (seriesQuery.error || !chosen) return <DashboardError title={definition.seriesErrorTitle} message={seriesQuery.error?.message ?? ''} onRetry={seriesQuery.retry} />;

  const { columns, correctColumn } = definition;
  return (
    <div className="space-y-6">
      <Select
        label={definition.seriesSelectLabel}
        options={allSeries.map((series) => ({ value: definition.seriesKey(series), label: definition.seriesLabel(series) }))}
        value={definition.seriesKey(chosen)}
        onChange={(value) => setChosenKey(value)}
        className="max-w-md"
      />
      {definition.summary?.(chosen)}
      <DatedSeriesValueForm
        definition={definition.form}
        storedDates={(values.data ?? []).map(definition.valueDate)}
        draft={draft}
        onChange={setDraft}
        onSave={(value) => definition.save(chosen, value)}
        onSaved={() => setSavedCount((current) => current + 1)}
      />
      {values.isLoading ? (
        <DashboardSkeleton label={definition.valuesLoadingLabel} />
      ) : values.error || !values.data ? (
        <DashboardError title={definition.valuesErrorTitle} message={values.error?.message ?? ''} onRetry={values.retry} />
      ) : values.data.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">{definition.valuesEmptyText}</p>
      ) : (
        <div role="region" aria-labelledby={definition.tableCaptionId} tabIndex={0} className="max-h-[32rem] overflow-auto rounded-xl border border-gray-200 dark:border-gray-700">
          <table className="w-full text-left text-sm">
            <caption id={definition.tableCaptionId} className="px-3 pt-3 pb-1 text-left font-semibold">
              {definition.tableCaption(chosen, values.data.length)}
            </caption>
            <thead className="sticky top-0 bg-white dark:bg-gray-900">
              <tr className="border-b border-gray-200 dark:border-gray-700">
                {columns.map((column, index) => (
                  <th key={index} scope="col" className={column.headerClassName}>
                    {column.header}
                  </th>
                ))}
                <th scope="col" className={correctColumn.headerClassName}>
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {values.data.map((value) => (
                <tr key={definition.valueDate(value)} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                  {columns.map((column, index) => (
                    <td key={index} className={column.cellClassName}>
                      {column.cell(value)}
                    </td>
                  ))}
                  <td className={correctColumn.cellClassName}>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={correctColumn.label(value)}
                      onClick={() => {
                        setDraft({ date: definition.valueDate(value), value: definition.valueDraft(value) });
                        document.getElementById(definition.form.valueField.id)?.focus();
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
