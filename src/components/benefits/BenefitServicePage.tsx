import type { ReactElement } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { REQUEST_SERVICES } from '@/domain/request-services';
import { AppLayout } from '@/components/layout/AppLayout';
import { ServiceRequestForm } from '@/components/request-services/ServiceRequestForm';
import { PlanServiceFrame, type PlanServiceTarget } from '@/components/services/PlanServiceFrame';
import { Alert } from '@/components/ui/Alert';
import type { NextPageWithLayout } from '@/types/next';
import { BenefitPanel, type PanelKind } from './BenefitPanel';

/**
 * The service's form only where the plan × category × situation matrix enables it for the chosen link (the server
 * refuses the rest with 403 anyway): someone who reached the address by hand reads that it is not for their plan
 * instead of an error.
 */
function EnabledBenefitService({ idFuncionalidade, kind, target }: { idFuncionalidade: number; kind: PanelKind; target: PlanServiceTarget }) {
  const { funcionalidades } = usePlan();
  const definition = REQUEST_SERVICES[idFuncionalidade];
  if (!funcionalidades.some((item) => item.id === idFuncionalidade)) {
    return (
      <Alert tone="info">
        <p>Este serviço não está disponível para o seu plano e a sua situação atual.</p>
        <p className="mt-2">
          Veja os serviços que você pode usar em{' '}
          <Link href="/services" className="font-semibold underline">
            Serviços
          </Link>
          .
        </p>
      </Alert>
    );
  }
  return <ServiceRequestForm definition={definition} target={target} aside={(rules) => <BenefitPanel rules={rules} kind={kind} />} />;
}

/** The page of a benefit service (12, 31, 21): the generic service form beside the person's situation. */
export function benefitServicePage(idFuncionalidade: number, kind: PanelKind): NextPageWithLayout {
  const definition = REQUEST_SERVICES[idFuncionalidade];
  const Page: NextPageWithLayout = () => (
    <PlanServiceFrame title={definition.titulo} intro={definition.intro.map((text) => <p key={text}>{text}</p>)}>
      {(target) => <EnabledBenefitService idFuncionalidade={idFuncionalidade} kind={kind} target={target} />}
    </PlanServiceFrame>
  );
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
