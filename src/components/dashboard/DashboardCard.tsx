import type { ReactNode } from 'react';

/** A dashboard figure: a label, the value and an optional note (ui.md). */
export function DashboardCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="mt-2 text-2xl font-bold text-gray-900 dark:text-white">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">{note}</dd> : null}
    </div>
  );
}
