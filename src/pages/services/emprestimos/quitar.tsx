import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { LoanServiceFrame } from '@/components/loans/LoanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const LoanOperation = lazyPart(() => import('@/components/loans/LoanOperation').then((module) => module.LoanOperation), 'Carregando a simulação');

/** Spec §2.2 /services/emprestimos/quitar (?id= the loan, or the only open one): simulation, comparison, confirmation. */
const QuitarEmprestimoPage: NextPageWithLayout = () => (
  <LoanServiceFrame idFuncionalidade={FUNCTIONALITY.LOANS} title="Quitar empréstimo" intro={<p>Veja quanto custa quitar o empréstimo numa data: o saldo é o valor presente das parcelas em aberto, sem os juros que ainda não correram.</p>} preload={LoanOperation.preload}>
    {(target) => <LoanOperation kind="quitar" target={target} />}
  </LoanServiceFrame>
);

QuitarEmprestimoPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default QuitarEmprestimoPage;
