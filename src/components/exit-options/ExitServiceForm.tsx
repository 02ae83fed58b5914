import { useEffect } from 'react';
import { ServiceRequestForm } from '@/components/requests/services/ServiceRequestForm';
import type { ServiceTarget } from '@/components/requests/services/service-target';
import { EnabledService } from '@/components/services/EnabledService';
import { lazyPart } from '@/components/ui/lazy-part';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import type { RequestServiceDefinition } from '@/domain/requests-services';

// The service's figures and the confirmation's sums: fetched while the page asks for the rules (the values).
const ExitValuesPanel = lazyPart(() => import('./ExitValuesPanel').then((module) => module.ExitValuesPanel), 'Carregando os seus valores');
const ExitConfirmation = lazyPart(() => import('./ExitConfirmation').then((module) => module.ExitConfirmation), 'Carregando os valores do pedido');

/** The services with values to show before the form, and those whose confirmation sums up an amount paid and its tax. */
const WITH_VALUES: number[] = [FUNCTIONALITY.CASH_WITHDRAWAL, FUNCTIONALITY.REDEMPTION, FUNCTIONALITY.PORTABILITY, FUNCTIONALITY.BPD, FUNCTIONALITY.SELF_SPONSORSHIP, FUNCTIONALITY.DISABILITY_REDEMPTION];
const WITH_PAYMENT: number[] = [FUNCTIONALITY.CASH_WITHDRAWAL, FUNCTIONALITY.REDEMPTION, FUNCTIONALITY.DISABILITY_REDEMPTION];

/** A single exit service (13, 14, 15, 16, 17, 37, 38): its values, then the generic request form. */
export function ExitServiceForm({ definition, target }: { definition: RequestServiceDefinition; target: ServiceTarget }) {
  const idFuncionalidade = definition.id;
  const hasValues = WITH_VALUES.includes(idFuncionalidade);
  useEffect(() => {
    if (hasValues) ExitValuesPanel.preload();
  }, [hasValues]);
  return (
    <EnabledService idFuncionalidade={idFuncionalidade}>
      <ServiceRequestForm
        definition={definition}
        target={target}
        aside={hasValues ? (rules) => <ExitValuesPanel idFuncionalidade={idFuncionalidade} rules={rules} /> : undefined}
        confirmation={WITH_PAYMENT.includes(idFuncionalidade) ? (rules, values) => <ExitConfirmation idFuncionalidade={idFuncionalidade} rules={rules} values={values} /> : undefined}
      />
    </EnabledService>
  );
}
