import { useEffect, type ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { StatementPage } from '@/components/statements/StatementPage';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// The paychecks show once the plan link is known (after the plan links' request): their code is fetched from the
// start, beside that request, and the viewer asks for the paychecks as it did.
const PaycheckViewer = lazyPart(() => import('@/components/statements/PaycheckViewer').then((module) => module.PaycheckViewer), 'Carregando os contracheques');

const PaycheckPage: NextPageWithLayout = () => {
  useEffect(() => PaycheckViewer.preload(), []);
  return (
    <StatementPage idFuncionalidade={FUNCTIONALITY.PAYCHECK} audience="ele é para quem recebe aposentadoria ou pensão do plano" title="Contracheque" intro="Os seus contracheques de benefício, do mais recente ao mais antigo: escolha um mês para ver proventos, descontos e o valor líquido.">
      {(vinculo) => <PaycheckViewer key={vinculo.id} vinculo={vinculo} />}
    </StatementPage>
  );
};

PaycheckPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default PaycheckPage;
