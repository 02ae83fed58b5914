import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import { REQUEST_SERVICE, REQUEST_SERVICES } from '@/domain/request-services';
import type { NextPageWithLayout } from '@/types/next';

const definition = REQUEST_SERVICES[REQUEST_SERVICE.ISENCAO_MOLESTIA_GRAVE];
const SeriousIllnessRequest = lazyPart(() => import('@/components/exemptions/ExemptionRequests').then((module) => module.SeriousIllnessRequest), 'Carregando o pedido de isenção');

/** Service 24: the serious-illness exemption (Lei 7.713/1988, art. 6º, XIV), with the official medical report. */
const SeriousIllnessPage: NextPageWithLayout = () => (
  <PlanServiceFrame title={definition.titulo} intro={definition.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)} preload={SeriousIllnessRequest.preload}>
    {(target) => <SeriousIllnessRequest target={target} />}
  </PlanServiceFrame>
);

SeriousIllnessPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SeriousIllnessPage;
