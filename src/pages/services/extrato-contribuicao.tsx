import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ContributionExtract } from '@/components/extracts/ContributionExtract';
import { ExtractFrame } from '@/components/extracts/ExtractFrame';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** Service 6: the contributions month by month, filtered by period and type, with totals, CSV and PDF. */
const ContributionExtractPage: NextPageWithLayout = () => (
  <ExtractFrame idFuncionalidade={FUNCTIONALITY.CONTRIBUTION_EXTRACT} title="Extrato de contribuição" intro="As suas contribuições e as da patrocinadora, com as cotas compradas em cada mês. O padrão são os últimos 12 meses.">
    {(idVinculoPlano) => <ContributionExtract idVinculoPlano={idVinculoPlano} />}
  </ExtractFrame>
);

ContributionExtractPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ContributionExtractPage;
