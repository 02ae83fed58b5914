import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { LoanServiceFrame } from '@/components/loans/LoanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// The form (react-hook-form, yup), the simulation and the contract are fetched when the page mounts.
const LoanRequestForm = lazyPart(() => import('@/components/loans/LoanRequestForm').then((module) => module.LoanRequestForm), 'Carregando a simulação');

/** Spec §2.5 id 28, /services/emprestimos/solicitacao: value and term, the whole simulation, the contract, the request. */
const SolicitacaoEmprestimoPage: NextPageWithLayout = () => (
  <LoanServiceFrame idFuncionalidade={FUNCTIONALITY.LOAN_REQUEST}
    title="Solicitar empréstimo"
    intro={<p>Informe o valor e o prazo e simule: antes de contratar você vê todas as parcelas, os juros, o IOF, o valor que cai na sua conta e o custo efetivo total (CET).</p>}
    preload={LoanRequestForm.preload}
  >
    {(target) => <LoanRequestForm target={target} />}
  </LoanServiceFrame>
);

SolicitacaoEmprestimoPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SolicitacaoEmprestimoPage;
