import { useEffect, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// The editor is fetched when the page mounts, alongside the workflows it shows.
const WorkflowSettings = lazyPart(() => import('@/components/workflow-settings/WorkflowSettings').then((module) => module.WorkflowSettings), 'Carregando as esteiras');

const TITLE = 'Esteira de solicitações';

const WorkflowSettingsPage: NextPageWithLayout = () => {
  const { isActingAsAdmin } = usePlan();
  useEffect(() => {
    if (isActingAsAdmin) WorkflowSettings.preload();
  }, [isActingAsAdmin]);

  return (
    <div className="max-w-4xl">
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      {!isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">Esta página é exclusiva dos administradores.</p>
      ) : (
        <>
          <p className="mb-6 text-gray-700 dark:text-gray-300">
            Para cada serviço, as mudanças de situação que a Central de Solicitações pode fazer. Uma solicitação nunca fica parada: toda situação usada precisa ser alcançável a partir de &quot;Recebida&quot; e levar a uma situação que a encerra.
          </p>
          <section aria-label="Esteira do serviço" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
            <WorkflowSettings />
          </section>
        </>
      )}
    </div>
  );
};

WorkflowSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default WorkflowSettingsPage;
