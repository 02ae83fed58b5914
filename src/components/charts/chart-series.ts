import type { DecimalText } from '@/domain/format';

/** One line of a chart: its name and one value per label (null: no value there). */
export interface ChartSeries {
  label: string;
  values: ReadonlyArray<DecimalText | null>;
}
