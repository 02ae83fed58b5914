import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { LoanServiceFrame } from '@/components/loans/LoanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const LoanOperation = lazyPart(() => import('@/components/loans/LoanOperation').then((module) => module.LoanOperation), 'Carregando a simulação');

/** Spec §2.2 /services/emprestimos/renegociar (?id= the loan, or the only open one): simulation, comparison, confirmation. */
const RenegociarEmprestimoPage: NextPageWithLayout = () => (
  <LoanServiceFrame idFuncionalidade={FUNCTIONALITY.LOANS} title="Renegociar empréstimo" intro={<p>Escolha um novo prazo: um novo contrato absorve o saldo devedor. Compare a parcela e o total a pagar com o contrato atual antes de pedir.</p>} preload={LoanOperation.preload}>
    {(target) => <LoanOperation kind="renegociar" target={target} />}
  </LoanServiceFrame>
);

RenegociarEmprestimoPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default RenegociarEmprestimoPage;
