import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { BenefitPanel } from '@/components/benefits/BenefitPanel';
import { ServiceRequestForm } from '@/components/request-services/ServiceRequestForm';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { REQUEST_SERVICE, REQUEST_SERVICES } from '@/domain/request-services';
import type { NextPageWithLayout } from '@/types/next';

const definition = REQUEST_SERVICES[REQUEST_SERVICE.SOLICITAR_BENEFICIO];

/** Service 12: whether the person may ask (and when, if not yet), the income form, the documents → request. */
const BenefitRequestPage: NextPageWithLayout = () => (
  <PlanServiceFrame title={definition.titulo} intro={definition.intro.map((text) => <p key={text}>{text}</p>)}>
    {(target) => <ServiceRequestForm definition={definition} target={target} aside={(rules) => <BenefitPanel rules={rules} kind="pedido" />} />}
  </PlanServiceFrame>
);

BenefitRequestPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default BenefitRequestPage;
