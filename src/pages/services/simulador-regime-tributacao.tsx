import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ExtractFrame } from '@/components/extracts/ExtractFrame';
import { RegimeSimulator } from '@/components/tax-regime/RegimeSimulator';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** The tax regime assistant: both regimes over the participant's own numbers, side by side. */
const TaxRegimeSimulatorPage: NextPageWithLayout = () => (
  <ExtractFrame idFuncionalidade={FUNCTIONALITY.TAX_REGIME}
    title="Simulador de regime de tributação"
    intro="Compare quanto imposto você pagaria em cada regime, com o seu saldo e as suas contribuições: numa renda mensal na aposentadoria e num resgate total hoje."
  >
    {(idVinculoPlano) => <RegimeSimulator key={idVinculoPlano} idVinculoPlano={idVinculoPlano} />}
  </ExtractFrame>
);

TaxRegimeSimulatorPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default TaxRegimeSimulatorPage;
