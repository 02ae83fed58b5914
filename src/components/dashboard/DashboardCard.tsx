import type { ReactNode } from 'react';
import Link from 'next/link';
import { ChevronRight } from 'lucide-react';

/** A dashboard figure: a label, the value, an optional note and an optional link to the page that details it (ui.md). */
export function DashboardCard({ label, value, note, action }: { label: string; value: ReactNode; note?: ReactNode; action?: { href: string; label: string } }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="mt-2 text-2xl font-bold text-gray-900 dark:text-white">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">{note}</dd> : null}
      {action ? (
        <dd className="mt-2">
          <Link href={action.href} className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary-strong underline-offset-4 hover:underline">
            {action.label}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </dd>
      ) : null}
    </div>
  );
}
