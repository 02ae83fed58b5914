import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { ServiceRequestForm } from '@/components/request-services/ServiceRequestForm';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import { REQUEST_SERVICE, REQUEST_SERVICES } from '@/domain/request-services';
import type { NextPageWithLayout } from '@/types/next';
import { BenefitPanel } from './BenefitPanel';

const definition = REQUEST_SERVICES[REQUEST_SERVICE.ALTERACAO_RENDA];

/**
 * Service 31, under both of the spec's routes (/services/alteracao-renda and /services/alterar-aposentadoria): the
 * income being paid now, the plan's range, once per period → request.
 */
export const IncomeChangePage: NextPageWithLayout = () => (
  <PlanServiceFrame title={definition.titulo} intro={definition.intro.map((text) => <p key={text}>{text}</p>)}>
    {(target) => <ServiceRequestForm definition={definition} target={target} aside={(rules) => <BenefitPanel rules={rules} kind="alteracao" />} />}
  </PlanServiceFrame>
);

IncomeChangePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
