import { useEffect, type ReactElement } from 'react';
import Link from 'next/link';
import { PublicLayout } from '@/components/layout/PublicLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// The form, the answer and the chart are fetched when the page mounts.
const PublicBenefitSimulator = lazyPart(
  () => import('@/components/benefit-simulator/BenefitSimulator').then((module) => module.PublicBenefitSimulator),
  'Carregando o simulador',
);

const TITLE = 'Simulador de benefício';

/** Spec §2.4: public, no session; the visitor types every value. */
const PublicSimulatorPage: NextPageWithLayout = () => {
  useEffect(() => PublicBenefitSimulator.preload(), []);
  return (
    <>
      <PageTitle title={TITLE} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">{TITLE}</h1>
      <p className="mb-2 text-gray-700 dark:text-gray-300">
        Veja quanto a sua reserva pode render até a aposentadoria e que renda mensal ela paga, ou quanto você precisa contribuir para receber a renda que deseja.
      </p>
      <p className="mb-8 text-gray-700 dark:text-gray-300">
        Já participa do plano?{' '}
        <Link href="/login" className="font-semibold text-primary-strong underline underline-offset-4">
          Entre
        </Link>{' '}
        para simular a partir do seu saldo real.
      </p>
      <PublicBenefitSimulator />
    </>
  );
};

PublicSimulatorPage.getLayout = (page: ReactElement) => <PublicLayout>{page}</PublicLayout>;

export default PublicSimulatorPage;
