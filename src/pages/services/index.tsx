import type { ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { isRouteBuilt } from '@/components/navigation/routes';
import { ADMIN_SERVICE_GROUPS, groupServices, PARTICIPANT_SERVICE_GROUPS, withBaseServices } from '@/components/services/groups';
import { ServiceGroups } from '@/components/services/ServiceGroups';
import { PageTitle } from '@/components/ui/PageTitle';
import { Skeleton } from '@/components/ui/Skeleton';
import type { NextPageWithLayout } from '@/types/next';

const NO_SERVICES_TEXT = 'Nenhum serviço disponível para este plano no momento.';

const ServicesPage: NextPageWithLayout = () => {
  const { funcionalidades, isLoading, isActingAsAdmin, vinculo } = usePlan();
  const groups = groupServices(withBaseServices(funcionalidades), isActingAsAdmin ? ADMIN_SERVICE_GROUPS : PARTICIPANT_SERVICE_GROUPS, isRouteBuilt);

  return (
    <>
      <PageTitle title="Serviços" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Serviços</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">
        {vinculo ? `Serviços do plano ${vinculo.plano.nomeExibicao} para a sua matrícula.` : 'Serviços do portal.'}
      </p>
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label="Carregando serviços" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : groups.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-gray-700 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:text-gray-300 dark:ring-white/10">{NO_SERVICES_TEXT}</p>
      ) : (
        <ServiceGroups groups={groups} />
      )}
    </>
  );
};

ServicesPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ServicesPage;
