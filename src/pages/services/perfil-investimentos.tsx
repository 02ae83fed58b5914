import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const InvestmentProfile = lazyPart(() => import('@/components/investment-profile/InvestmentProfile').then((module) => module.InvestmentProfile), 'Carregando o seu perfil de investimento');

/** Service 10: the link's investment profile and its composition, the suitability questionnaire, the change in its window. */
const InvestmentProfilePage: NextPageWithLayout = () => (
  <PlanServiceFrame
    isWide
    idFuncionalidade={FUNCTIONALITY.INVESTMENT_PROFILE}
    title="Perfil de investimentos"
    intro={
      <p>
        O perfil de investimento define como o seu saldo é aplicado: mais renda fixa (menos oscilação) ou mais renda variável (mais oscilação e maior retorno esperado em prazos longos).
      </p>
    }
    preload={InvestmentProfile.preload}
  >
    {(target) => <InvestmentProfile key={target.idVinculoPlano} idPessoa={target.idPessoa} idVinculoPlano={target.idVinculoPlano} />}
  </PlanServiceFrame>
);

InvestmentProfilePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default InvestmentProfilePage;
