import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
// uPlot's stylesheet is global (src/pages/_app.tsx): a lazily loaded chunk with CSS puts webpack's CSS loader in every page.
import type { DecimalText } from '@/domain/format-decimal';
import type { ChartSeries } from './chart-series';

interface ChartCanvasProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: DecimalText) => string;
  formatAxisValue: (value: number) => string;
  height: number;
}

/** A CSS colour (a variable, color-mix…) as the canvas can use it: resolved by the browser on a probe element. */
function resolveColor(cssColor: string): string {
  const probe = document.createElement('span');
  probe.style.color = cssColor;
  probe.style.display = 'none';
  document.body.appendChild(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved || '#1f2937';
}

// The plan's strong colour first (≥ 3:1 on the page, WCAG 1.4.11), then neutral and accent tones.
const LINE_COLORS = ['var(--color-primary-strong)', '#374151', '#b45309', '#1d4ed8'];
// On the dark theme's gray-900 cards the light theme's tones fall under 3:1: lighter ones of the same hues.
const DARK_LINE_COLORS = ['var(--color-primary-strong)', '#9ca3af', '#f59e0b', '#60a5fa'];

/** Steps between two x ticks, in labels: whole ones only (months, years of age). */
const X_TICK_STEPS = [1, 2, 3, 4, 6, 12, 24, 36, 60, 120, 240];

/**
 * The y axis's labels, short (R$ 310 mil) unless two ticks would read the same (a narrow range, R$ 4.810 to R$ 4.830:
 * every tick 'R$ 5 mil'); then in full.
 */
function axisLabels(ticks: number[], short: (value: number) => string, full: (value: DecimalText) => string): string[] {
  const labels = ticks.map(short);
  return new Set(labels).size === labels.length ? labels : ticks.map((tick) => full(tick.toFixed(2)));
}

/** The drawing of LineChart (uPlot), sized to its container and redrawn when it resizes. */
export function ChartCanvas({ labels, series, formatValue, formatAxisValue, height }: ChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const isDark = document.documentElement.classList.contains('dark');
    const axisColor = isDark ? '#d1d5db' : '#374151';
    const gridColor = isDark ? 'rgba(255,255,255,0.12)' : 'rgba(17,24,39,0.08)';
    const xs = labels.map((_, index) => index);
    const data: uPlot.AlignedData = [xs, ...series.map((line) => line.values.map((value) => (value === null ? null : Number(typeof value === 'object' ? value.toFixed() : value))))];
    const palette = isDark ? DARK_LINE_COLORS : LINE_COLORS;
    const colors = series.map((_, index) => resolveColor(palette[index % palette.length]));
    // One line gets a light area under it (the plan's soft tone, opaque so the grid stays behind it).
    const area = series.length === 1 ? resolveColor('var(--color-primary-soft)') : undefined;
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      // Room on the right for the last month's label.
      padding: [12, 28, 0, 0],
      legend: { show: series.length > 1 },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        {
          stroke: axisColor,
          grid: { stroke: gridColor },
          ticks: { stroke: gridColor },
          values: (_, ticks) => ticks.map((tick) => labels[Math.round(tick)] ?? ''),
          // The x values are the labels' indexes: a tick between two (1.5) would repeat a month's label.
          incrs: X_TICK_STEPS,
          space: 56,
        },
        { stroke: axisColor, grid: { stroke: gridColor }, ticks: { stroke: gridColor }, values: (_, ticks) => axisLabels(ticks, formatAxisValue, formatValue), size: 104 },
      ],
      series: [
        { label: 'Período', value: (_: uPlot, raw: number | null) => (raw === null ? '' : (labels[Math.round(raw)] ?? '')) },
        ...series.map((line, index) => ({
          label: line.label,
          stroke: colors[index],
          width: 2.5,
          fill: area,
          // uPlot draws the points only while they stand apart (12 px between centres): ten years of months on a phone
          // would be a bead chain, the line says it better.
          points: { size: 6, fill: colors[index] },
          value: (_: uPlot, value: number | null) => (value === null ? '—' : formatValue(value)),
        })),
      ],
    };
    const chart = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, series, formatValue, formatAxisValue, height]);

  return <div ref={container} className="w-full overflow-hidden" />;
}
