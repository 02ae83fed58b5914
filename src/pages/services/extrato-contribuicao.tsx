import { useEffect, type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ExtractFrame } from '@/components/extracts/ExtractFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// The filters and the months show once the plan link is known (after the plan links' request): their code is fetched
// from the start, beside that request, and the extract asks for the months as it did.
const ContributionExtract = lazyPart(() => import('@/components/extracts/ContributionExtract').then((module) => module.ContributionExtract), 'Carregando o extrato');

/** Service 6: the contributions month by month, filtered by period and type, with totals, CSV and PDF. */
const ContributionExtractPage: NextPageWithLayout = () => {
  useEffect(() => ContributionExtract.preload(), []);
  return (
    <ExtractFrame idFuncionalidade={FUNCTIONALITY.CONTRIBUTION_EXTRACT} title="Extrato de contribuição" intro="As suas contribuições e as da patrocinadora, com as cotas compradas em cada mês. O padrão são os últimos 12 meses.">
      {(idVinculoPlano) => <ContributionExtract idVinculoPlano={idVinculoPlano} />}
    </ExtractFrame>
  );
};

ContributionExtractPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ContributionExtractPage;
