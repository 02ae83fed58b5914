import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { SettingsPageFrame } from '@/components/settings/SettingsPageFrame';
import type { NextPageWithLayout } from '@/types/next';

// The plan picker and the form (react-hook-form) are fetched when the page mounts, with the plans they show.
const ContributionRulesSettings = lazyPart(
  () => import('@/components/sporadic-contribution/rules/ContributionRulesSettings').then((module) => module.ContributionRulesSettings),
  'Carregando as regras de contribuição',
);

const TITLE = 'Regras de contribuição';

const ContributionManagementPage: NextPageWithLayout = () => {
  return (
    <SettingsPageFrame title={TITLE} width="max-w-3xl" preload={ContributionRulesSettings.preload} intro={<p>Valor mínimo, percentuais, limite salarial, banco e dia de vencimento de cada plano e, nos planos com empréstimo, os parâmetros do empréstimo. Uma alteração vale de imediato para o cadastro inicial, as contribuições esporádicas e as simulações de empréstimo.</p>}>
      <section aria-label="Regras do plano" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
        <ContributionRulesSettings />
      </section>
    </SettingsPageFrame>
  );
};

ContributionManagementPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ContributionManagementPage;
