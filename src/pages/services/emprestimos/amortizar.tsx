import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { LoanServiceFrame } from '@/components/loans/LoanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const LoanOperation = lazyPart(() => import('@/components/loans/LoanOperation').then((module) => module.LoanOperation), 'Carregando a simulação');

/** Spec §2.2 /services/emprestimos/amortizar (?id= the loan, or the only open one): simulation, comparison, confirmation. */
const AmortizarEmprestimoPage: NextPageWithLayout = () => (
  <LoanServiceFrame idFuncionalidade={FUNCTIONALITY.LOANS} title="Amortizar empréstimo" intro={<p>Adiante parte do saldo devedor e escolha o que diminui: o prazo ou a parcela. Compare com o contrato atual antes de pedir.</p>} preload={LoanOperation.preload}>
    {(target) => <LoanOperation kind="amortizar" target={target} />}
  </LoanServiceFrame>
);

AmortizarEmprestimoPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default AmortizarEmprestimoPage;
