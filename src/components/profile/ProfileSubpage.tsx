import type { ReactNode } from 'react';
import Link from 'next/link';
import { ChevronLeft } from 'lucide-react';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { PageTitle } from '@/components/ui/PageTitle';

/**
 * A page under Informações Cadastrais (/perfil/privacidade, /perfil/avisos): the way back, the title and intro, and the
 * person being viewed. An administrator not viewing as someone is asked to choose a person.
 */
export function ProfileSubpage({ title, intro, choosePerson, children }: { title: string; intro: ReactNode; choosePerson: string; children: (idPessoa: number) => ReactNode }) {
  const { effectivePessoa, isActingAsAdmin } = usePlan();
  const idPessoa = effectivePessoa && !isActingAsAdmin ? effectivePessoa.id : null;

  return (
    <>
      <PageTitle title={title} />
      <Link href="/perfil" className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-strong underline underline-offset-4">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Informações Cadastrais
      </Link>
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{title}</h1>
      <p className="mb-8 max-w-prose text-gray-700 dark:text-gray-300">{intro}</p>
      {isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">{choosePerson}</p>
      ) : idPessoa === null ? (
        <DashboardSkeleton label="Carregando" />
      ) : (
        children(idPessoa)
      )}
    </>
  );
}
