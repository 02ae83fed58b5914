import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ContributionStatementPicker } from '@/components/statements/ContributionStatementPicker';
import { StatementPage } from '@/components/statements/StatementPage';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const ContributionStatementPage: NextPageWithLayout = () => (
  <StatementPage
    idFuncionalidade={FUNCTIONALITY.CONTRIBUTION_STATEMENT}
    title="Demonstrativo de contribuições"
    intro="As contribuições pagas ao plano em um ano, mês a mês e por tipo, com o total que você pode deduzir no Imposto de Renda.">
    {(vinculo) => <ContributionStatementPicker key={vinculo.id} idVinculoPlano={vinculo.id} />}
  </StatementPage>
);

ContributionStatementPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ContributionStatementPage;
