import Link from 'next/link';
import { CATEGORY_ID } from '@/domain/constants';
import { DEPENDANT_PAGE_TITLES, dependantsPageKindsFor, type DependantsPageKind } from '@/domain/dependants';
import { usePlan } from '@/contexts/PlanContext';

/** The kinds of /dependentes side by side, so whoever came by the one Beneficiários link finds the designated ones too. */
export function DependantsTabs({ current }: { current: DependantsPageKind }) {
  const { vinculo } = usePlan();
  const receivesBenefit = vinculo?.categoria.id === CATEGORY_ID.ASSISTED || vinculo?.categoria.id === CATEGORY_ID.PENSIONER;
  return (
    <nav aria-label="Tipos de beneficiários" className="mb-6 border-b border-gray-200 dark:border-gray-700">
      <ul className="-mb-px flex flex-wrap gap-x-2">
        {dependantsPageKindsFor(receivesBenefit).map((kind) => (
          <li key={kind}>
            <Link
              href={{ pathname: '/dependentes', query: { tipo: kind } }}
              aria-current={kind === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center border-b-2 px-3 font-semibold ${
                kind === current ? 'border-primary text-gray-900 dark:text-white' : 'border-transparent text-gray-700 hover:border-gray-400 dark:text-gray-300'
              }`}
            >
              {DEPENDANT_PAGE_TITLES[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
