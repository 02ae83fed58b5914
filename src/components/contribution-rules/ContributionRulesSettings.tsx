import { PlanSettings } from '@/components/settings/PlanSettings';
import { ContributionRulesForm } from './ContributionRulesForm';

/** The plan picker and the chosen plan's rules form. */
export function ContributionRulesSettings() {
  return <PlanSettings>{(idPlano) => <ContributionRulesForm idPlano={idPlano} />}</PlanSettings>;
}
