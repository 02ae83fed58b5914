import type { ReactNode } from 'react';
import { formatDateBr } from '@/domain/format-date';
import type { RequestServiceDefinition } from '@/domain/requests-services';
import type { ServiceRules } from '@/services/requests-services';
import { Alert } from '@/components/ui/Alert';
import { lazyPart } from '@/components/ui/lazy-part';
import { OpenRequestNotice } from './LazyOpenRequestNotice';
import type { ServiceTarget } from './service-target';

export interface ServiceRequestBodyProps {
  definition: RequestServiceDefinition;
  target: ServiceTarget;
  rules: ServiceRules;
  /** Asks for the rules again (after the open request is cancelled). */
  onRulesChanged: () => void;
  aside?: (rules: ServiceRules) => ReactNode;
  defaultValues?: Record<string, string>;
  ineligible?: (rules: ServiceRules) => ReactNode;
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
 * What the rules let the person do (ServiceRequestForm fetches this code beside them): a request of the same kind
 * still open comes first, with its protocol, and no form (the server would refuse it); otherwise the service's own
 * figures (aside), then the form, whose code is fetched once the rules say the person may ask, or why not yet.
 */
export function ServiceRequestBody({ definition, target, rules, onRulesChanged, aside, defaultValues, ineligible, confirmation }: ServiceRequestBodyProps) {
  const open = rules.solicitacaoAberta;
  if (open) {
    // Reasons of the service's own beside the open request (a change once per period says from when).
    const otherReasons = rules.motivos.filter((motivo) => !motivo.includes(open.protocolo));
    return (
      <div className="space-y-8">
        <OpenRequestNotice request={open} onCancelled={onRulesChanged} />
        {otherReasons.length ? <NotYetEligible rules={{ ...rules, motivos: otherReasons }} /> : null}
        {aside?.(rules)}
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {aside?.(rules)}
      {rules.elegivel ? (
        <RequestForm key={target.idVinculoPlano} definition={definition} target={target} rules={rules} defaultValues={defaultValues} confirmation={confirmation && ((values) => confirmation(rules, values))} />
      ) : (
        (ineligible?.(rules) ?? <NotYetEligible rules={rules} />)
      )}
    </div>
  );
}
