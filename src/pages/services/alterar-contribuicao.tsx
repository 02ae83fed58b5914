import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const ContributionChange = lazyPart(() => import('@/components/contribution-change/ContributionChange').then((module) => module.ContributionChange), 'Carregando a alteração de contribuição');

const ChangeContributionPage: NextPageWithLayout = () => (
  <PlanServiceFrame idFuncionalidade={FUNCTIONALITY.CONTRIBUTION_CHANGE}
    title="Alterar contribuição"
    intro={<p>Mude quanto você contribui por mês. Veja na hora quanto fica em reais; a mudança vale a partir do mês seguinte, depois que o fundo aprovar o pedido.</p>}
    preload={ContributionChange.preload}
  >
    {(target) => <ContributionChange {...target} />}
  </PlanServiceFrame>
);

ChangeContributionPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ChangeContributionPage;
