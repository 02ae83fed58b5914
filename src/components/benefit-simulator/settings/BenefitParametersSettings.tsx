import { PlanSettings } from '@/components/settings/PlanSettings';
import { BenefitParametersForm } from './BenefitParametersForm';

/** The plan picker and the chosen plan's simulator parameters. */
export function BenefitParametersSettings() {
  return <PlanSettings>{(idPlano) => <BenefitParametersForm idPlano={idPlano} />}</PlanSettings>;
}
