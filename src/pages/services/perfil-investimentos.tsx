import { useEffect, type ReactElement } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const InvestmentProfile = lazyPart(() => import('@/components/investment-profile/InvestmentProfile').then((module) => module.InvestmentProfile), 'Carregando o seu perfil de investimento');

const TITLE = 'Perfil de investimentos';

const InvestmentProfilePage: NextPageWithLayout = () => {
  const { vinculo, effectivePessoa, isLoading, isActingAsAdmin } = usePlan();
  useEffect(() => InvestmentProfile.preload(), []);

  return (
    <div className="max-w-4xl">
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">
        O perfil de investimento define como o seu saldo é aplicado: mais renda fixa (menos oscilação) ou mais renda variável (mais oscilação e maior retorno esperado em prazos longos).
      </p>
      {vinculo && effectivePessoa ? (
        <InvestmentProfile key={vinculo.id} idPessoa={effectivePessoa.id} idVinculoPlano={vinculo.id} />
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando" />
      ) : isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">O perfil de investimento é de um participante. Use a busca de pessoas para ver o portal como o participante.</p>
      ) : (
        <p className="text-gray-700 dark:text-gray-300">
          O perfil é escolhido para um plano. Escolha o plano e a matrícula no topo da página ou volte ao{' '}
          <Link href="/" className="font-semibold text-primary-strong underline">
            Início
          </Link>
          .
        </p>
      )}
    </div>
  );
};

InvestmentProfilePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default InvestmentProfilePage;
