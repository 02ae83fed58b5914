import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// The starting point, the form and the chart are fetched when the page mounts.
const ParticipantSimulator = lazyPart(
  () => import('@/components/benefit-simulator/ParticipantSimulator').then((module) => module.ParticipantSimulator),
  'Carregando o simulador',
);

/** Service 11: the projection from the participant's real balance, contribution and age on the chosen plan link. */
const BenefitSimulatorPage: NextPageWithLayout = () => (
  <PlanServiceFrame
    isWide
    idFuncionalidade={FUNCTIONALITY.BENEFIT_SIMULATOR}
    title="Simulador de benefício"
    intro={<p>A simulação começa com o seu saldo, a sua contribuição e a sua idade de hoje. Mude o que quiser e veja o saldo e a renda que você pode ter.</p>}
    preload={ParticipantSimulator.preload}
  >
    {(target) => <ParticipantSimulator idVinculoPlano={target.idVinculoPlano} />}
  </PlanServiceFrame>
);

BenefitSimulatorPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default BenefitSimulatorPage;
