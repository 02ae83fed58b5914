import { useEffect, type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ExtractFrame } from '@/components/extracts/ExtractFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// The form and the comparison show once the plan link is known (after the plan links' request): their code is
// fetched from the start, beside that request, and the simulator asks for its figures as it did.
const RegimeSimulator = lazyPart(() => import('@/components/tax-regime/RegimeSimulator').then((module) => module.RegimeSimulator), 'Carregando o simulador');

/** The tax regime assistant: both regimes over the participant's own numbers, side by side. */
const TaxRegimeSimulatorPage: NextPageWithLayout = () => {
  useEffect(() => RegimeSimulator.preload(), []);
  return (
    <ExtractFrame
      idFuncionalidade={FUNCTIONALITY.TAX_REGIME}
      title="Simulador de regime de tributação"
      intro="Compare quanto imposto você pagaria em cada regime, com o seu saldo e as suas contribuições: numa renda mensal na aposentadoria e num resgate total hoje."
    >
      {(idVinculoPlano) => <RegimeSimulator key={idVinculoPlano} idVinculoPlano={idVinculoPlano} />}
    </ExtractFrame>
  );
};

TaxRegimeSimulatorPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default TaxRegimeSimulatorPage;
