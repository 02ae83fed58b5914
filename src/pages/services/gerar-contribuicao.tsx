import { useEffect, type ReactElement } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { EnabledService } from '@/components/services/EnabledService';
import { SPORADIC_CONTRIBUTION_SERVICE } from '@/domain/service-ids';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// The form, the codes and the list (react-hook-form, the slip formatting) are fetched when the page mounts.
const SporadicContribution = lazyPart(
  () => import('@/components/sporadic-contribution/SporadicContribution').then((module) => module.SporadicContribution),
  'Carregando a contribuição esporádica',
);

const TITLE = 'Contribuição esporádica';

const SporadicContributionPage: NextPageWithLayout = () => {
  const { vinculo, effectivePessoa, isLoading, isActingAsAdmin } = usePlan();
  useEffect(() => SporadicContribution.preload(), []);

  return (
    <div className="max-w-3xl">
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">
        Faça um aporte extra no seu plano quando quiser: informe o valor e pague com boleto ou PIX.
      </p>
      {vinculo && effectivePessoa ? (
        <EnabledService idFuncionalidade={SPORADIC_CONTRIBUTION_SERVICE}>
          <SporadicContribution idPessoa={effectivePessoa.id} idVinculoPlano={vinculo.id} idPlano={vinculo.plano.id} />
        </EnabledService>
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando" />
      ) : isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">
          A contribuição esporádica é gerada para um participante. Use a busca de pessoas para ver o portal como o participante.
        </p>
      ) : (
        <p className="text-gray-700 dark:text-gray-300">
          A contribuição é feita para um plano. Escolha o plano e a matrícula no topo da página ou volte ao{' '}
          <Link href="/" className="font-semibold text-primary-strong underline">
            Início
          </Link>
          .
        </p>
      )}
    </div>
  );
};

SporadicContributionPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SporadicContributionPage;
