import { useCallback, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { retornarEleicoes } from '@/services/elections';
import type { NextPageWithLayout } from '@/types/next';

const ElectionForm = lazyPart(() => import('@/components/elections/ElectionForm').then((module) => module.ElectionForm), 'Carregando o formulário');
const ElectionAdminList = lazyPart(() => import('@/components/elections/ElectionAdminList').then((module) => module.ElectionAdminList), 'Carregando as eleições');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

const preload = () => {
  ElectionForm.preload();
  ElectionAdminList.preload();
};

/** Settings › Eleições (spec §2.3): create an election, follow the turnout, close it and see the results. */
const ElectionSettingsPage: NextPageWithLayout = () => {
  const { isActingAsAdmin } = usePlan();
  const fetchElections = useCallback(() => retornarEleicoes(), []);
  const elections = useApiQuery(isActingAsAdmin ? fetchElections : null);

  return (
    <SettingsPageFrame
      title="Eleições"
      width="max-w-5xl"
      preload={preload}
      intro={<p>Os participantes com vínculo ativo nos planos da eleição votam uma vez, em segredo: aqui se vê quem votou, nunca em quem. O resultado aparece quando a eleição é encerrada.</p>}
    >
      <section aria-labelledby="titulo-nova-eleicao" className={`mb-8 ${SECTION_CLASSES}`}>
        <h2 id="titulo-nova-eleicao" className="mb-4 text-lg font-semibold">
          Nova eleição
        </h2>
        <ElectionForm onCreated={elections.retry} />
      </section>
      <section aria-labelledby="titulo-lista-eleicoes" className="space-y-4">
        <h2 id="titulo-lista-eleicoes" className="text-lg font-semibold">
          Eleições
        </h2>
        {elections.isLoading ? (
          <DashboardSkeleton label="Carregando as eleições" />
        ) : elections.error || !elections.data ? (
          <DashboardError title="Não foi possível carregar as eleições." message={elections.error?.message ?? ''} onRetry={elections.retry} />
        ) : (
          <ElectionAdminList elections={elections.data} />
        )}
      </section>
    </SettingsPageFrame>
  );
};

ElectionSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ElectionSettingsPage;
