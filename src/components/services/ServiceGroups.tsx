import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import type { GroupedServices } from './groups';

/** The services of each group as large links. */
export function ServiceGroups({ groups }: { groups: GroupedServices[] }) {
  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2 className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">{group.title}</h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.services.map((service) => (
              <li key={`${service.id}-${service.href}`}>
                <Link
                  href={service.href}
                  className="flex min-h-16 items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-medium text-gray-900 shadow-sm ring-1 ring-gray-900/5 hover:ring-primary dark:bg-gray-900 dark:text-white dark:ring-white/10"
                >
                  {service.nome}
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
