import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

// The plan picker and the form (react-hook-form) are fetched when the page mounts, with the plans they show.
const BenefitParametersSettings = lazyPart(
  () => import('@/components/benefit-simulator/settings/BenefitParametersSettings').then((module) => module.BenefitParametersSettings),
  'Carregando os parâmetros de benefício',
);

const TITLE = 'Benefícios';

const BenefitSettingsPage: NextPageWithLayout = () => {
  return (
    <SettingsPageFrame title={TITLE} width="max-w-3xl" preload={BenefitParametersSettings.preload}>
      <section aria-labelledby="titulo-parametros" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        <h2 id="titulo-parametros" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Parâmetros de benefício do plano
        </h2>
        <p className="mb-6 text-gray-700 dark:text-gray-300">
          Escolha o plano: os parâmetros do simulador de benefício e as regras para pedir e alterar o benefício. Uma alteração vale de imediato.
        </p>
        <BenefitParametersSettings />
      </section>
    </SettingsPageFrame>
  );
};

BenefitSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default BenefitSettingsPage;
