import { formatPercent } from '@/domain/format-decimal';
import type { CompositionItem } from '@/domain/investment-profile';

// Distinct at a glance, each with 3:1 or more against white; the legend carries the same figures in text.
const COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#a21caf'];

/** A profile's composition: one bar (decorative) and its legend, the classes with their shares in text. */
export function CompositionBar({ composicao, label }: { composicao: readonly CompositionItem[]; label: string }) {
  return (
    <div>
      <div aria-hidden="true" className="flex h-4 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700">
        {composicao.map((item, index) => (
          <span key={item.classe} style={{ width: `${item.percentual}%`, backgroundColor: COLORS[index % COLORS.length] }} className="h-full" />
        ))}
      </div>
      <ul aria-label={label} className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-800 dark:text-gray-200">
        {composicao.map((item, index) => (
          <li key={item.classe} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ backgroundColor: COLORS[index % COLORS.length] }} />
            <span>
              {item.classe}: <strong className="font-semibold">{formatPercent(item.percentual)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
