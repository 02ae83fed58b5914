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

const DesignationSettings = lazyPart(() => import('@/components/dependants/DesignationSettings').then((module) => module.DesignationSettings), 'Carregando as regras de beneficiários indicados');

const PlanningSettings = lazyPart(() => import('@/components/retirement-planning/PlanningSettings').then((module) => module.PlanningSettings), 'Carregando as premissas de planejamento');

const TITLE = 'Benefícios';
const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

const BenefitSettingsPage: NextPageWithLayout = () => {
  return (
    <SettingsPageFrame title={TITLE} width="max-w-3xl" preload={BenefitParametersSettings.preload}>
      <section aria-labelledby="titulo-parametros" className={CARD}>
        <h2 id="titulo-parametros" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Parâmetros de benefício do plano
        </h2>
        <p className="mb-6 text-gray-700 dark:text-gray-300">
          Escolha o plano: os parâmetros do simulador de benefício e as regras para pedir e alterar o benefício. Uma alteração vale de imediato.
        </p>
        <BenefitParametersSettings />
      </section>
      <section aria-labelledby="titulo-indicados" className={`mt-8 ${CARD}`}>
        <h2 id="titulo-indicados" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Beneficiários indicados
        </h2>
        <p className="mb-6 text-gray-700 dark:text-gray-300">
          Se o regulamento do plano permite que o participante indique quem recebe o saldo se ele falecer antes de se aposentar, e se cada alteração precisa da aprovação do fundo.
        </p>
        <DesignationSettings />
      </section>
      <section aria-labelledby="titulo-planejamento" className={`mt-8 ${CARD}`}>
        <h2 id="titulo-planejamento" className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">
          Planejamento da aposentadoria
        </h2>
        <p className="mb-6 text-gray-700 dark:text-gray-300">
          As premissas da página Minha aposentadoria: as rentabilidades dos três cenários, a inflação que converte valores futuros em reais de hoje e o prazo da renda.
        </p>
        <PlanningSettings />
      </section>
    </SettingsPageFrame>
  );
};

BenefitSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default BenefitSettingsPage;
