import { useEffect, useId } from 'react';
import type { DecimalText } from '@/domain/format-decimal';
import { lazyPart } from '@/components/ui/lazy-part';
import type { ChartSeries } from './chart-series';

export interface LineChartProps {
  /** What the chart shows; its caption and the name of its table. */
  title: string;
  /** The x axis: one label per point (months, days…), already formatted for reading. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** A value as the table and the tooltip show it (R$ 1.234,56). */
  formatValue: (value: DecimalText) => string;
  /** A value on the y axis, shorter when it helps (R$ 310 mil); formatValue by default. */
  formatAxisValue?: (value: number) => string;
  /** Heading of the first column of the table (e.g. 'Mês'). */
  labelHeader?: string;
  /** Height of the drawing in pixels. */
  height?: number;
}

// uPlot (and its stylesheet) are fetched when a chart is on the page: never in a route's first-load JavaScript.
const ChartCanvas = lazyPart(() => import('./ChartCanvas').then((module) => module.ChartCanvas), 'Carregando o gráfico');

/**
 * The product's one chart: lines over labelled points, drawn by uPlot, with the same figures as a table (the text
 * alternative) behind a disclosure, so a screen reader, a keyboard or a printed page get every number.
 */
export function LineChart({ title, labels, series, formatValue, formatAxisValue, labelHeader = 'Período', height = 260 }: LineChartProps) {
  const captionId = useId();
  useEffect(() => ChartCanvas.preload(), []);
  return (
    <figure aria-labelledby={captionId} className="space-y-3">
      <figcaption id={captionId} className="text-base font-semibold text-gray-900 dark:text-white">
        {title}
      </figcaption>
      {/* The drawing repeats the table below: hidden from assistive technologies, which read the table. */}
      <div aria-hidden="true" style={{ minHeight: height }}>
        <ChartCanvas labels={labels} series={series} formatValue={formatValue} formatAxisValue={formatAxisValue ?? ((value) => formatValue(value))} height={height} />
      </div>
      <details className="rounded-lg border border-gray-200 dark:border-gray-700">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-primary-strong">Ver os valores do gráfico em tabela</summary>
        <div className="overflow-x-auto px-3 pb-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {labelHeader}
                </th>
                {series.map((line) => (
                  <th key={line.label} scope="col" className="py-2 text-right font-semibold">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={label} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {label}
                  </th>
                  {series.map((line) => {
                    const value = line.values[index];
                    return (
                      <td key={line.label} className="py-1.5 text-right tabular-nums">
                        {value === null || value === undefined ? '—' : formatValue(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
