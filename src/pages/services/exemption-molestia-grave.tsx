import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { SeriousIllnessRequest } from '@/components/exemptions/ExemptionRequests';
import { REQUEST_SERVICES } from '@/domain/exemptions-request-services';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const definition = REQUEST_SERVICES[FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION];

/** Service 24: the serious-illness exemption (Lei 7.713/1988, art. 6º, XIV), with the official medical report. */
const SeriousIllnessPage: NextPageWithLayout = () => (
  <PlanServiceFrame title={definition.titulo} intro={definition.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}>
    {(target) => <SeriousIllnessRequest target={target} />}
  </PlanServiceFrame>
);

SeriousIllnessPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SeriousIllnessPage;
