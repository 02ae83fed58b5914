import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// The form, the codes and the list (react-hook-form, the slip formatting) are fetched when the page mounts.
const SporadicContribution = lazyPart(
  () => import('@/components/sporadic-contribution/SporadicContribution').then((module) => module.SporadicContribution),
  'Carregando a contribuição esporádica',
);

/** Service 7: an extra contribution paid by payment slip or PIX, and the ones already generated. */
const SporadicContributionPage: NextPageWithLayout = () => (
  <PlanServiceFrame
    idFuncionalidade={FUNCTIONALITY.SPORADIC_CONTRIBUTION}
    title="Contribuição esporádica"
    intro={<p>Faça um aporte extra no seu plano quando quiser: informe o valor e pague com boleto ou PIX.</p>}
    preload={SporadicContribution.preload}
  >
    {(target) => <SporadicContribution {...target} />}
  </PlanServiceFrame>
);

SporadicContributionPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SporadicContributionPage;
