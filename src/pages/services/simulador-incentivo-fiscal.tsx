import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const TaxIncentiveSimulator = lazyPart(() => import('@/components/tax-incentive/TaxIncentiveSimulator').then((module) => module.TaxIncentiveSimulator), 'Carregando o simulador');

const TaxIncentivePage: NextPageWithLayout = () => (
  <PlanServiceFrame idFuncionalidade={FUNCTIONALITY.TAX_INCENTIVE_SIMULATOR}
    title="Simulador de incentivo fiscal"
    intro={
      <p>
        O que você contribui para o plano pode ser abatido da renda no imposto de renda, até 12 % da sua renda tributável do ano, se você fizer a declaração completa. Simule quanto imposto deixa de pagar.
      </p>
    }
    preload={TaxIncentiveSimulator.preload}
  >
    {(target) => <TaxIncentiveSimulator idVinculoPlano={target.idVinculoPlano} />}
  </PlanServiceFrame>
);

TaxIncentivePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default TaxIncentivePage;
