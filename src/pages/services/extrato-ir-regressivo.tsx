import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ExtractFrame } from '@/components/extracts/ExtractFrame';
import { RegressiveTaxExtract } from '@/components/extracts/RegressiveTaxExtract';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** Service 26: the regressive income tax of each contribution by its time in the plan. */
const RegressiveTaxPage: NextPageWithLayout = () => (
  <ExtractFrame idFuncionalidade={FUNCTIONALITY.REGRESSIVE_TAX_EXTRACT} title="Extrato do IR regressivo" intro="Quanto imposto de renda cada contribuição pagaria num resgate hoje, pela tabela regressiva.">
    {(idVinculoPlano) => <RegressiveTaxExtract idVinculoPlano={idVinculoPlano} />}
  </ExtractFrame>
);

RegressiveTaxPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default RegressiveTaxPage;
