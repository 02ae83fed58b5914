import { useEffect, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const QuestionnaireSettings = lazyPart(() => import('@/components/investment-profile/QuestionnaireSettings').then((module) => module.QuestionnaireSettings), 'Carregando as configurações dos perfis');

const TITLE = 'Questionário de perfil';

const QuestionnaireSettingsPage: NextPageWithLayout = () => {
  const { isActingAsAdmin } = usePlan();
  useEffect(() => {
    if (isActingAsAdmin) QuestionnaireSettings.preload();
  }, [isActingAsAdmin]);

  return (
    <div className="max-w-4xl">
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      {!isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">Esta página é exclusiva dos administradores.</p>
      ) : (
        <>
          <p className="mb-8 text-gray-700 dark:text-gray-300">Perguntas, respostas e pontos do questionário de perfil de cada plano, e a faixa de pontuação que leva a cada perfil.</p>
          <QuestionnaireSettings />
        </>
      )}
    </div>
  );
};

QuestionnaireSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default QuestionnaireSettingsPage;
