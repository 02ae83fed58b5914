import { useEffect, type ReactElement } from 'react';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { ParticipantDashboard } from '@/components/dashboard/ParticipantDashboard';
import { PageTitle } from '@/components/ui/PageTitle';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// Only administrators see their dashboard: participants, most of the home's visitors, never fetch its code.
const AdminDashboard = lazyPart(() => import('@/components/dashboard/AdminDashboard').then((module) => module.AdminDashboard), 'Carregando o painel');
// The highlights and the news show below the dashboard once its figures are in: their code is fetched beside those
// figures, not in the page's first load.
const HomeNews = lazyPart(() => import('@/components/news/HomeNews').then((module) => module.HomeNews), 'Carregando as notícias');

const HomePage: NextPageWithLayout = () => {
  const { pessoa } = useAuth();
  const { effectivePessoa, isActingAsAdmin, vinculo, vinculos, isLoading, funcionalidades } = usePlan();
  const hasParticipantDashboard = !isActingAsAdmin && vinculo !== null;
  useEffect(() => {
    if (hasParticipantDashboard) HomeNews.preload();
  }, [hasParticipantDashboard]);
  if (!pessoa || !effectivePessoa) return null;
  const firstName = effectivePessoa.nome.trim().split(/\s+/)[0];

  return (
    <>
      <PageTitle title="Início" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Olá, {firstName}</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">
        {isActingAsAdmin ? 'Veja o que aguarda a administração.' : vinculo ? `Plano ${vinculo.plano.nomeExibicao} · matrícula ${vinculo.matricula}` : 'Escolha o plano para ver o seu painel.'}
      </p>
      {isActingAsAdmin ? (
        <AdminDashboard />
      ) : vinculo ? (
        <ParticipantDashboard
          idVinculoPlano={vinculo.id}
          hasLoans={vinculo.plano.tipo === '2' && funcionalidades.some((service) => service.id === FUNCTIONALITY.LOANS)}
          below={<HomeNews />}
        />
      ) : isLoading ? (
        <DashboardSkeleton label="Carregando o seu painel" />
      ) : vinculos.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">Nenhum plano ativo foi encontrado para esta pessoa.</p>
      ) : null}
    </>
  );
};

HomePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default HomePage;
