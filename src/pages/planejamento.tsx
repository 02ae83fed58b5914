import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const RetirementPlanning = lazyPart(() => import('@/components/retirement-planning/RetirementPlanning').then((module) => module.RetirementPlanning), 'Carregando o seu planejamento');

/** 'Minha aposentadoria': will I have enough, and what do I do now? (It goes with the benefit simulator, service 11.) */
const RetirementPlanningPage: NextPageWithLayout = () => (
  <PlanServiceFrame
    idFuncionalidade={FUNCTIONALITY.BENEFIT_SIMULATOR}
    title="Minha aposentadoria"
    intro={<p>Quanto você vai receber por mês na aposentadoria, somando o plano, o INSS e outras rendas, em reais de hoje; e o que fazer agora para chegar à sua meta.</p>}
    preload={RetirementPlanning.preload}
  >
    {(target) => <RetirementPlanning key={target.idVinculoPlano} idVinculoPlano={target.idVinculoPlano} />}
  </PlanServiceFrame>
);

RetirementPlanningPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default RetirementPlanningPage;
