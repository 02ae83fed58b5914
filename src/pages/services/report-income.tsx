import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { IncomeReportList } from '@/components/statements/IncomeReportList';
import { StatementPage } from '@/components/statements/StatementPage';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const IncomeReportPage: NextPageWithLayout = () => (
  <StatementPage
    idFuncionalidade={FUNCTIONALITY.INCOME_REPORT}
    title="Informe de rendimentos"
    intro="O comprovante de rendimentos pagos e de imposto retido de cada ano, no modelo da Receita Federal, para a sua declaração do Imposto de Renda."
  >
    {(vinculo) => <IncomeReportList key={vinculo.id} idVinculoPlano={vinculo.id} />}
  </StatementPage>
);

IncomeReportPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default IncomeReportPage;
