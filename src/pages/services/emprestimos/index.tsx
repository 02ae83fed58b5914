import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { LoanServiceFrame } from '@/components/loans/LoanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const LoansOverview = lazyPart(() => import('@/components/loans/LoansOverview').then((module) => module.LoansOverview), 'Carregando os seus empréstimos');

/** Spec §2.5 id 27, /services/emprestimos: open and past loans, installments paid and open, balance and margin. */
const EmprestimosPage: NextPageWithLayout = () => (
  <LoanServiceFrame idFuncionalidade={FUNCTIONALITY.LOANS} title="Empréstimos" intro={<p>Os seus empréstimos com o plano: parcelas pagas e em aberto, o saldo devedor de hoje e quanto você ainda pode pedir.</p>} preload={LoansOverview.preload}>
    {(target) => <LoansOverview idVinculoPlano={target.idVinculoPlano} />}
  </LoanServiceFrame>
);

EmprestimosPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default EmprestimosPage;
