import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  isMain?: boolean;
  testId?: string;
}

/** Figures as a definition list, two or three to a row on a wide screen, one under the other on a phone. */
export function Figures({ figures, label }: { figures: Figure[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className={`rounded-xl p-4 ring-1 ${figure.isMain ? 'bg-primary-soft ring-primary/30' : 'bg-white ring-gray-900/10 dark:bg-gray-900 dark:ring-white/10'}`}>
          <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{figure.label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-gray-900 dark:text-white" data-testid={figure.testId}>
            {figure.value}
          </dd>
          {figure.note ? <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
