import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

export const NOT_INFORMED = 'Não informado';

/** Label over value pairs; a missing value says so in words rather than leaving a gap. */
export function DetailList({ items, columns = 2 }: { items: Detail[]; columns?: 2 | 3 }) {
  return (
    <dl className={`grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 ${columns === 3 ? 'xl:grid-cols-3' : ''}`}>
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
          <dd className="font-semibold break-words text-gray-900 dark:text-gray-100">{value === null || value === undefined || value === '' ? NOT_INFORMED : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
