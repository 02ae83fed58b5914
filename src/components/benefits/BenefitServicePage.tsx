import type { ReactElement } from 'react';
import Link from 'next/link';
import { usePlan } from '@/contexts/PlanContext';
import { REQUEST_SERVICES } from '@/domain/request-services';
import { AppLayout } from '@/components/layout/AppLayout';
import { PlanServiceFrame, type PlanServiceTarget } from '@/components/services/PlanServiceFrame';
import { Alert } from '@/components/ui/Alert';
import { lazyPart } from '@/components/ui/lazy-part';
import type { NextPageWithLayout } from '@/types/next';
import type { PanelKind } from './BenefitPanel';

// The form (react-hook-form, the upload pipeline) is fetched when the page mounts, in parallel with the plan link.
const BenefitServiceForm = lazyPart(() => import('./BenefitServiceForm').then((module) => module.BenefitServiceForm), 'Carregando o serviço');

/**
 * The service's form only where the plan × category × situation matrix enables it for the chosen link (the server
 * refuses the rest with 403 anyway): someone who reached the address by hand reads that it is not for their plan
 * instead of an error.
 */
function EnabledBenefitService({ idFuncionalidade, kind, target }: { idFuncionalidade: number; kind: PanelKind; target: PlanServiceTarget }) {
  const { funcionalidades } = usePlan();
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
  return <BenefitServiceForm idFuncionalidade={idFuncionalidade} kind={kind} target={target} />;
}

/** The page of a benefit service (12, 31, 21): the generic service form beside the person's situation. */
export function benefitServicePage(idFuncionalidade: number, kind: PanelKind): NextPageWithLayout {
  const definition = REQUEST_SERVICES[idFuncionalidade];
  const Page: NextPageWithLayout = () => (
    <PlanServiceFrame title={definition.titulo} intro={definition.intro.map((text) => <p key={text}>{text}</p>)} preload={BenefitServiceForm.preload}>
      {(target) => <EnabledBenefitService idFuncionalidade={idFuncionalidade} kind={kind} target={target} />}
    </PlanServiceFrame>
  );
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
