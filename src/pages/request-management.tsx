import { useEffect, type ReactElement } from 'react';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { RequestCentre } from '@/components/requests/centre/RequestCentre';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// Below the requests: fetched once the centre is on screen.
const DeathReportsPanel = lazyPart(() => import('@/components/death-report/DeathReportsPanel').then((module) => module.DeathReportsPanel), 'Carregando as comunicações de falecimento');

const RequestManagementPage: NextPageWithLayout = () => {
  const router = useRouter();
  const { isLoaded, isSignedIn } = useAuth();
  const { isActingAsAdmin } = usePlan();
  // The request centre is the administrators' (spec §1); anyone else is sent home.
  const isParticipant = isLoaded && isSignedIn && !isActingAsAdmin;
  useEffect(() => {
    if (isParticipant) void router.replace('/');
  }, [isParticipant, router]);

  return (
    <>
      <PageTitle title="Central de Solicitações" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Central de Solicitações</h1>
      <p className="mb-6 text-gray-700 dark:text-gray-300">Todas as solicitações dos participantes: filtre, acompanhe, altere a situação e converse sobre elas.</p>
      {isActingAsAdmin ? <RequestCentre /> : null}
      {isActingAsAdmin ? <DeathReportsPanel /> : null}
    </>
  );
};

RequestManagementPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default RequestManagementPage;
