import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

const QuestionnaireSettings = lazyPart(() => import('@/components/investment-profile/QuestionnaireSettings').then((module) => module.QuestionnaireSettings), 'Carregando as configurações dos perfis');

const TITLE = 'Questionário de perfil';

const QuestionnaireSettingsPage: NextPageWithLayout = () => {
  return (
    <SettingsPageFrame title={TITLE} width="max-w-4xl" preload={QuestionnaireSettings.preload} intro={<p>Perguntas, respostas e pontos do questionário de perfil de cada plano, e a faixa de pontuação que leva a cada perfil.</p>}>
      <QuestionnaireSettings />
    </SettingsPageFrame>
  );
};

QuestionnaireSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default QuestionnaireSettingsPage;
