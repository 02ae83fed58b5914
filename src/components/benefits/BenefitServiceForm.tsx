import { ServiceRequestForm } from '@/components/requests/services/ServiceRequestForm';
import type { PlanServiceTarget } from '@/components/services/PlanServiceFrame';
import type { RequestServiceDefinition } from '@/domain/requests-services';
import { BenefitPanel, type PanelKind } from './BenefitPanel';

/** The generic service form (rules, fields, documents, confirmation) beside the person's situation. */
export function BenefitServiceForm({ definition, kind, target }: { definition: RequestServiceDefinition; kind: PanelKind; target: PlanServiceTarget }) {
  return <ServiceRequestForm definition={definition} target={target} aside={(rules) => <BenefitPanel rules={rules} kind={kind} />} />;
}
