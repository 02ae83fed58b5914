import { useEffect, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// The plan picker and the form (react-hook-form) are fetched when the page mounts, with the plans they show.
const ContributionRulesSettings = lazyPart(
  () => import('@/components/contribution-rules/ContributionRulesSettings').then((module) => module.ContributionRulesSettings),
  'Carregando as regras de contribuição',
);

const TITLE = 'Regras de contribuição';

const ContributionManagementPage: NextPageWithLayout = () => {
  const { isActingAsAdmin } = usePlan();
  useEffect(() => {
    if (isActingAsAdmin) ContributionRulesSettings.preload();
  }, [isActingAsAdmin]);

  return (
    <div className="max-w-3xl">
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      {!isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">Esta página é exclusiva dos administradores.</p>
      ) : (
        <>
          <p className="mb-8 text-gray-700 dark:text-gray-300">
            Valor mínimo, percentuais, limite salarial, banco e dia de vencimento de cada plano. Uma alteração vale de imediato para o cadastro inicial e as contribuições esporádicas.
          </p>
          <section aria-label="Regras do plano" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
            <ContributionRulesSettings />
          </section>
        </>
      )}
    </div>
  );
};

ContributionManagementPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ContributionManagementPage;
