import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { BenefitPanel } from '@/components/benefits/BenefitPanel';
import { ServiceRequestForm } from '@/components/request-services/ServiceRequestForm';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { REQUEST_SERVICE, REQUEST_SERVICES } from '@/domain/request-services';
import type { NextPageWithLayout } from '@/types/next';

const definition = REQUEST_SERVICES[REQUEST_SERVICE.SUSPENDER_BENEFICIO];

/** Service 21: only a benefit being paid, one request at a time → request. */
const SuspendBenefitPage: NextPageWithLayout = () => (
  <PlanServiceFrame title={definition.titulo} intro={definition.intro.map((text) => <p key={text}>{text}</p>)}>
    {(target) => <ServiceRequestForm definition={definition} target={target} aside={(rules) => <BenefitPanel rules={rules} kind="suspensao" />} />}
  </PlanServiceFrame>
);

SuspendBenefitPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SuspendBenefitPage;
