import type { ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminModeNotice } from '@/components/plans/AdminModeNotice';
import { RequestTracker } from '@/components/requests/RequestTracker';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const RequestsPage: NextPageWithLayout = () => {
  const { vinculo, effectivePessoa, isLoading, isActingAsAdmin } = usePlan();

  return (
    <>
      <PageTitle title="Acompanhar solicitações" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Acompanhar solicitações</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">
        {vinculo ? `Suas solicitações no plano ${vinculo.plano.nomeExibicao}, das mais recentes às mais antigas.` : 'Suas solicitações, das mais recentes às mais antigas.'}
      </p>
      {vinculo && effectivePessoa ? (
        <RequestTracker key={vinculo.id} idPessoa={effectivePessoa.id} idPlano={vinculo.plano.id} />
      ) : isActingAsAdmin ? (
        <AdminModeNotice />
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando" />
      ) : (
        <p className="text-gray-700 dark:text-gray-300">As solicitações são de um plano: escolha o plano e a matrícula no topo da página para vê-las.</p>
      )}
    </>
  );
};

RequestsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default RequestsPage;
