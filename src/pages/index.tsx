import type { ReactElement } from 'react';
import { useAuth } from '@/contexts/AuthContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminModeNotice } from '@/components/plans/AdminModeNotice';
import { PlanLinkList } from '@/components/plans/PlanLinkList';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const HomePage: NextPageWithLayout = () => {
  const { pessoa, isAdmin } = useAuth();
  if (!pessoa) return null;
  const firstName = pessoa.nome.trim().split(/\s+/)[0];

  return (
    <>
      <PageTitle title="Início" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Olá, {firstName}</h1>
      <p className="mb-8 text-gray-700 dark:text-gray-300">{isAdmin ? 'Boas-vindas ao portal do fundo.' : 'Estes são os planos em que você está inscrito.'}</p>
      <section aria-labelledby="titulo-planos">
        <h2 id="titulo-planos" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
          {isAdmin ? 'Administração' : 'Seus planos'}
        </h2>
        {isAdmin ? <AdminModeNotice /> : <PlanLinkList idPessoa={pessoa.id} />}
      </section>
    </>
  );
};

HomePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default HomePage;
