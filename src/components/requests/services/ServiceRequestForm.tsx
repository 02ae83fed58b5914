import { useCallback, useEffect, type ReactNode } from 'react';
import type { RequestServiceDefinition } from '@/domain/requests-services';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarRegrasSolicitacao, type ServiceRules } from '@/services/requests-services';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import type { ServiceTarget } from './service-target';

interface ServiceRequestFormProps {
  definition: RequestServiceDefinition;
  target: ServiceTarget;
  /** What the service shows above its form from the rules (the participant's values, the current income…). */
  aside?: (rules: ServiceRules) => ReactNode;
  /** Values the form starts with (e.g. the option chosen on a comparison). */
  defaultValues?: Record<string, string>;
  /** Replaces the form while an ineligible person reads why (the default explains the motivos). */
  ineligible?: (rules: ServiceRules) => ReactNode;
  /** What the confirmation step adds about the values being asked for (the amount received, its tax). */
  confirmation?: (rules: ServiceRules, values: Record<string, string>) => ReactNode;
}

// Everything drawn from the rules shows only once they are in: its code is fetched beside them, not in the page's
// first load (0.6–0.9 kB gzip on each of the 13 request services' pages).
const ServiceRequestBody = lazyPart(() => import('./ServiceRequestBody').then((module) => module.ServiceRequestBody), 'Carregando o serviço');

/**
 * Every request service's page body (issue 14): the plan's rules and the person's eligibility from the server, the
 * service's own figures (aside), then the form (ServiceRequestBody). The figures, what a participant comes to read,
 * are drawn first; the form's code is fetched once the rules say the person may ask.
 */
export function ServiceRequestForm({ definition, target, aside, defaultValues, ineligible, confirmation }: ServiceRequestFormProps) {
  const { idVinculoPlano } = target;
  const fetchRules = useCallback(() => retornarRegrasSolicitacao(definition.id, idVinculoPlano), [definition.id, idVinculoPlano]);
  const rules = useApiQuery(fetchRules);
  useEffect(() => ServiceRequestBody.preload(), []);

  if (rules.error) return <DashboardError title="Não foi possível carregar este serviço." message={rules.error.message} onRetry={rules.retry} />;
  if (!rules.data || rules.isLoading) return <DashboardSkeleton label="Carregando o serviço" />;
  return <ServiceRequestBody definition={definition} target={target} rules={rules.data} onRulesChanged={rules.retry} aside={aside} defaultValues={defaultValues} ineligible={ineligible} confirmation={confirmation} />;
}
