import { REQUEST_SERVICES } from '@/domain/benefits-request-services';
import { ServiceRequestForm } from '@/components/requests/services/ServiceRequestForm';
import type { PlanServiceTarget } from '@/components/services/PlanServiceFrame';
import { BenefitPanel, type PanelKind } from './BenefitPanel';

/** The generic service form (rules, fields, documents, confirmation) beside the person's situation. */
export function BenefitServiceForm({ idFuncionalidade, kind, target }: { idFuncionalidade: number; kind: PanelKind; target: PlanServiceTarget }) {
  return <ServiceRequestForm definition={REQUEST_SERVICES[idFuncionalidade]} target={target} aside={(rules) => <BenefitPanel rules={rules} kind={kind} />} />;
}
