import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const SuspendContribution = lazyPart(() => import('@/components/contribution-change/SuspendContribution').then((module) => module.SuspendContribution), 'Carregando a suspensão de contribuição');

const SuspendContributionPage: NextPageWithLayout = () => (
  <PlanServiceFrame idFuncionalidade={FUNCTIONALITY.CONTRIBUTION_SUSPENSION}
    title="Suspender contribuição"
    intro={<p>Precisa de uma pausa? Peça para ficar alguns meses sem contribuir, a partir do mês seguinte. Depois desse período, as contribuições voltam sozinhas.</p>}
    preload={SuspendContribution.preload}
  >
    {(target) => <SuspendContribution idPessoa={target.idPessoa} idVinculoPlano={target.idVinculoPlano} />}
  </PlanServiceFrame>
);

SuspendContributionPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SuspendContributionPage;
