import type { ReactElement } from 'react';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminDashboard } from '@/components/dashboard/AdminDashboard';
import { DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { ParticipantDashboard } from '@/components/dashboard/ParticipantDashboard';
import { HomeHighlights } from '@/components/news/HomeHighlights';
import { LatestNews } from '@/components/news/LatestNews';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';
import { FUNCTIONALITY } from '@/domain/functionality-ids';

const HomePage: NextPageWithLayout = () => {
  const { pessoa } = useAuth();
  const { effectivePessoa, isActingAsAdmin, vinculo, vinculos, isLoading, funcionalidades } = usePlan();
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
          below={
            <>
              <HomeHighlights />
              <LatestNews />
            </>
          }
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
