import type { ReactElement } from 'react';
import { AppLayout } from '@/components/layout/AppLayout';
import { EnabledService } from '@/components/services/EnabledService';
import { PlanServiceFrame } from '@/components/services/PlanServiceFrame';
import type { RequestServiceDefinition } from '@/domain/requests-services';
import type { NextPageWithLayout } from '@/types/next';
import type { PanelKind } from './BenefitPanel';
import { BenefitServiceForm } from './BenefitServiceForm';

/** The page of a benefit service (12, 31, 21): the generic service form beside the person's situation. */
export function benefitServicePage(definition: RequestServiceDefinition, kind: PanelKind): NextPageWithLayout {
  const Page: NextPageWithLayout = () => (
    <PlanServiceFrame title={definition.titulo} intro={definition.intro.map((text) => <p key={text}>{text}</p>)}>
      {(target) => (
        <EnabledService idFuncionalidade={definition.id}>
          <BenefitServiceForm definition={definition} kind={kind} target={target} />
        </EnabledService>
      )}
    </PlanServiceFrame>
  );
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
