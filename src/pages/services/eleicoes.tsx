import { useCallback, useEffect, type ReactElement } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { PageTitle } from '@/components/ui/PageTitle';
import { lazyPart } from '@/components/ui/lazy-part';
import { retornarEleicoes } from '@/services/elections';
import type { NextPageWithLayout } from '@/types/next';

// The elections are drawn once the list is in: their code is fetched beside it, not in the page's first load.
const ElectionList = lazyPart(() => import('@/components/elections/ElectionList').then((module) => module.ElectionList), 'Carregando as eleições');

/** Services › Eleições: the open elections of the person's plans (vote with a confirmation and a receipt), the results of the closed ones. */
const ElectionsPage: NextPageWithLayout = () => {
  const { isActingAsAdmin, pessoaTarget, isLoading: isPlanLoading } = usePlan();
  const isWanted = !isPlanLoading && !isActingAsAdmin;
  const fetchElections = useCallback(() => retornarEleicoes(), []);
  const elections = useApiQuery(isWanted ? fetchElections : null);
  const canVote = pessoaTarget === null;
  useEffect(() => {
    if (isWanted) ElectionList.preload();
  }, [isWanted]);

  return (
    <div className="max-w-3xl">
      <PageTitle title="Eleições" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Eleições</h1>
      <p className="mb-8 max-w-prose text-gray-700 dark:text-gray-300">Escolha os representantes dos participantes nos conselhos do fundo. O voto é secreto: o fundo sabe quem votou, nunca em quem.</p>
      {isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">
          Esta página é dos participantes. As eleições são criadas e encerradas em{' '}
          <Link href="/settings/eleicoes" className="font-medium text-primary-strong underline">
            Configurações de eleições
          </Link>
          .
        </p>
      ) : elections.isLoading || isPlanLoading ? (
        <DashboardSkeleton label="Carregando as eleições" />
      ) : elections.error || !elections.data ? (
        <DashboardError title="Não foi possível carregar as eleições." message={elections.error?.message ?? ''} onRetry={elections.retry} />
      ) : elections.data.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">Não há eleições nos seus planos no momento.</p>
      ) : (
        <ElectionList elections={elections.data} canVote={canVote} />
      )}
    </div>
  );
};

ElectionsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ElectionsPage;
