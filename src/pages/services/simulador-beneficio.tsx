import { useEffect, type ReactElement } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// The starting point, the form and the chart are fetched when the page mounts.
const ParticipantSimulator = lazyPart(
  () => import('@/components/benefit-simulator/ParticipantSimulator').then((module) => module.ParticipantSimulator),
  'Carregando o simulador',
);

const TITLE = 'Simulador de benefício';

/** Service 11: the projection from the participant's real balance, contribution and age on the chosen plan link. */
const BenefitSimulatorPage: NextPageWithLayout = () => {
  const { vinculo, isLoading, isActingAsAdmin } = usePlan();
  useEffect(() => ParticipantSimulator.preload(), []);

  return (
    <div className="max-w-4xl">
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">
        A simulação começa com o seu saldo, a sua contribuição e a sua idade de hoje. Mude o que quiser e veja o saldo e a renda que você pode ter.
      </p>
      {vinculo ? (
        <ParticipantSimulator idVinculoPlano={vinculo.id} />
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando" />
      ) : isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">
          A simulação parte dos dados de um participante. Use a busca de pessoas para ver o portal como o participante.
        </p>
      ) : (
        <p className="text-gray-700 dark:text-gray-300">
          A simulação é feita para um plano. Escolha o plano e a matrícula no topo da página ou volte ao{' '}
          <Link href="/" className="font-semibold text-primary-strong underline">
            Início
          </Link>
          .
        </p>
      )}
    </div>
  );
};

BenefitSimulatorPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default BenefitSimulatorPage;
