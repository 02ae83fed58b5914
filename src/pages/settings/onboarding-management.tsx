import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';

const OnboardingManagement = lazyPart(
  () => import('@/components/onboarding-management/OnboardingManagement').then((module) => module.OnboardingManagement),
  'Carregando o primeiro acesso',
);

const OnboardingManagementPage: NextPageWithLayout = () => (
  <SettingsPageFrame
    title="Primeiro acesso"
    width="max-w-4xl"
    preload={OnboardingManagement.preload}
    intro={
      <p>
        As etapas que os participantes de cada plano preenchem no primeiro acesso ao portal, e o reinício do primeiro acesso de uma pessoa: ela passa pelas
        etapas de novo na próxima vez que entrar.
      </p>
    }
  >
    <OnboardingManagement />
  </SettingsPageFrame>
);

OnboardingManagementPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default OnboardingManagementPage;
