import { useEffect } from 'react';
import { ServiceRequestForm } from '@/components/requests/services/ServiceRequestForm';
import type { PlanServiceTarget } from '@/components/services/PlanServiceFrame';
import { lazyPart } from '@/components/ui/lazy-part';
import type { RequestServiceDefinition } from '@/domain/requests-services';
import type { PanelKind } from './BenefitPanel';

// The person's figures are drawn from the rules' answer: their code is fetched beside it, not in the first load.
const BenefitPanel = lazyPart(() => import('./BenefitPanel').then((module) => module.BenefitPanel), 'Carregando os seus valores');

/** The generic service form (rules, fields, documents, confirmation) beside the person's situation. */
export function BenefitServiceForm({ definition, kind, target }: { definition: RequestServiceDefinition; kind: PanelKind; target: PlanServiceTarget }) {
  useEffect(() => BenefitPanel.preload(), []);
  return <ServiceRequestForm definition={definition} target={target} aside={(rules) => <BenefitPanel rules={rules} kind={kind} />} />;
}
