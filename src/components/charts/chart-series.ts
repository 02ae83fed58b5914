import { formatBrl, type DecimalText } from '@/domain/format-decimal';

/** One line of a chart: its name and one value per label (null: no value there). */
export interface ChartSeries {
  label: string;
  values: ReadonlyArray<DecimalText | null>;
}

/** Short money for a chart's axis: R$ 310 mil, R$ 1,2 mi. */
export function formatAxisBrl(value: number) {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `R$ ${(value / 1_000_000).toFixed(1).replace('.', ',')} mi`;
  if (size >= 1_000) return `R$ ${Math.round(value / 1_000)} mil`;
  return formatBrl(value.toFixed(2));
}
