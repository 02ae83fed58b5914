import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PaycheckViewer } from '@/components/statements/PaycheckViewer';
import { StatementPage } from '@/components/statements/StatementPage';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const PaycheckPage: NextPageWithLayout = () => (
  <StatementPage idFuncionalidade={FUNCTIONALITY.PAYCHECK} audience="ele é para quem recebe aposentadoria ou pensão do plano" title="Contracheque" intro="Os seus contracheques de benefício, do mais recente ao mais antigo: escolha um mês para ver proventos, descontos e o valor líquido.">
    {(vinculo) => <PaycheckViewer key={vinculo.id} vinculo={vinculo} />}
  </StatementPage>
);

PaycheckPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default PaycheckPage;
