import type { ReactElement } from 'react';
import Link from 'next/link';
import { ChevronLeft } from 'lucide-react';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { PageTitle } from '@/components/ui/PageTitle';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

// The choices are fetched when the page opens: the profile page does not carry them.
const NoticePreferences = lazyPart(() => import('@/components/notices/NoticePreferences').then((module) => module.NoticePreferences), 'Carregando seus avisos');

/** Avisos: by which channels each kind of notice reaches the person being viewed, and their mobile number. */
const NoticesPage: NextPageWithLayout = () => {
  const { effectivePessoa, isActingAsAdmin } = usePlan();
  const idPessoa = effectivePessoa && !isActingAsAdmin ? effectivePessoa.id : null;

  return (
    <>
      <PageTitle title="Avisos" />
      <Link href="/perfil" className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-strong underline underline-offset-4">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Informações Cadastrais
      </Link>
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Avisos</h1>
      <p className="mb-8 max-w-prose text-gray-700 dark:text-gray-300">
        O andamento e os prazos das suas solicitações, o recadastramento e as eleições: escolha se quer saber também por e-mail, SMS ou WhatsApp.
      </p>
      {isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">Escolha uma pessoa na busca para ver os avisos dela.</p>
      ) : idPessoa === null ? (
        <DashboardSkeleton label="Carregando" />
      ) : (
        <NoticePreferences idPessoa={idPessoa} />
      )}
    </>
  );
};

NoticesPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default NoticesPage;
