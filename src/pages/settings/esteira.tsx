import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

// The editor is fetched when the page mounts, alongside the workflows it shows.
const WorkflowSettings = lazyPart(() => import('@/components/workflow/WorkflowSettings').then((module) => module.WorkflowSettings), 'Carregando as esteiras');

const TITLE = 'Esteira de solicitações';

const WorkflowSettingsPage: NextPageWithLayout = () => {
  return (
    <SettingsPageFrame title={TITLE} width="max-w-4xl" preload={WorkflowSettings.preload} intro={<p>Para cada serviço, as mudanças de situação que a Central de Solicitações pode fazer. Uma solicitação nunca fica parada: toda situação usada precisa ser alcançável a partir de &quot;Recebida&quot; e levar a uma situação que a encerra.</p>}>
      <section aria-label="Esteira do serviço" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        <WorkflowSettings />
      </section>
    </SettingsPageFrame>
  );
};

WorkflowSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default WorkflowSettingsPage;
