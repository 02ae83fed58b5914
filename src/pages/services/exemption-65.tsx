import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { Exemption65Request } from '@/components/exemptions/ExemptionRequests';
import { REQUEST_SERVICES } from '@/domain/exemptions-request-services';
import type { NextPageWithLayout } from '@/types/next';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

const definition = REQUEST_SERVICES[FUNCTIONALITY.EXEMPTION_65];

/** Service 22: the exempt portion of income tax from 65 (Lei 7.713/1988, art. 6º, XV). */
const Exemption65Page: NextPageWithLayout = () => (
  <PlanServiceFrame title={definition.titulo} intro={definition.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}>
    {(target) => <Exemption65Request target={target} />}
  </PlanServiceFrame>
);

Exemption65Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default Exemption65Page;
