import { useCallback, type ReactNode } from 'react';
import { formatDateBr } from '@/domain/format-date';
import type { RequestServiceDefinition } from '@/domain/requests-services';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarRegrasSolicitacao, type ServiceRules } from '@/services/requests-services';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Alert } from '@/components/ui/Alert';
import { lazyPart } from '@/components/ui/lazy-part';
import { OpenRequestNotice } from './LazyOpenRequestNotice';
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

const RequestForm = lazyPart(() => import('./RequestForm').then((module) => module.RequestForm), 'Carregando o formulário');

/** Why the person may not ask yet, and from when. */
function NotYetEligible({ rules }: { rules: ServiceRules }) {
  return (
    <Alert tone="info">
      <p className="font-semibold">Você ainda não pode pedir este serviço.</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {rules.motivos.map((motivo) => (
          <li key={motivo}>{motivo}</li>
        ))}
      </ul>
      {rules.elegivelEm ? <p className="mt-2">A partir de {formatDateBr(rules.elegivelEm)} você poderá fazer o pedido.</p> : null}
    </Alert>
  );
}

/**
 * Every request service's page body (issue 14): the plan's rules and the person's eligibility from the server, the
 * service's own figures (aside), then the form. The form's code is fetched once the rules say the person may ask:
 * the figures, what a participant comes to read, are drawn first, without that code competing with the rules call.
 * A request of the same kind still open comes first, with its protocol, and no form (the server would refuse it).
 */
export function ServiceRequestForm({ definition, target, aside, defaultValues, ineligible, confirmation }: ServiceRequestFormProps) {
  const { idVinculoPlano } = target;
  const fetchRules = useCallback(() => retornarRegrasSolicitacao(definition.id, idVinculoPlano), [definition.id, idVinculoPlano]);
  const rules = useApiQuery(fetchRules);

  if (rules.error) return <DashboardError title="Não foi possível carregar este serviço." message={rules.error.message} onRetry={rules.retry} />;
  if (!rules.data || rules.isLoading) return <DashboardSkeleton label="Carregando o serviço" />;
  const data = rules.data;
  const open = data.solicitacaoAberta;
  if (open) {
    // Reasons of the service's own beside the open request (a change once per period says from when).
    const otherReasons = data.motivos.filter((motivo) => !motivo.includes(open.protocolo));
    return (
      <div className="space-y-8">
        <OpenRequestNotice request={open} onCancelled={rules.retry} />
        {otherReasons.length ? <NotYetEligible rules={{ ...data, motivos: otherReasons }} /> : null}
        {aside?.(data)}
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {aside?.(data)}
      {data.elegivel ? (
        <RequestForm key={idVinculoPlano} definition={definition} target={target} rules={data} defaultValues={defaultValues} confirmation={confirmation && ((values) => confirmation(data, values))} />
      ) : (
        (ineligible?.(data) ?? <NotYetEligible rules={data} />)
      )}
    </div>
  );
}
