import { useCallback, useEffect } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarRegrasSolicitacao } from '@/services/requests-services';
import type { OpcoesDesligamento } from '@/services/exit-options';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { OpenRequestNotice } from '@/components/requests/services/LazyOpenRequestNotice';
import type { ServiceTarget } from '@/components/requests/services/service-target';
import { EnabledService } from '@/components/services/EnabledService';
import { lazyPart } from '@/components/ui/lazy-part';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

// The cards, their figures and the chosen option's form: fetched while the page asks for the participant's values.
const ExitOptionCards = lazyPart(() => import('./ExitOptionCards').then((module) => module.ExitOptionCards), 'Carregando as suas opções');

/**
 * Opções de desligamento (30): the service's rules carry the four options with the participant's values (the figures
 * of retornarOpcoesDesligamento) and any exit request still open on the link; while one is open, it is said first and
 * no option can be chosen (one exit request at a time).
 */
function Comparison({ target }: { target: ServiceTarget }) {
  const { idVinculoPlano } = target;
  const fetchRules = useCallback(() => retornarRegrasSolicitacao(FUNCTIONALITY.EXIT_OPTIONS, idVinculoPlano), [idVinculoPlano]);
  const rules = useApiQuery(fetchRules);
  useEffect(() => ExitOptionCards.preload(), []);

  if (rules.error) return <DashboardError title="Não foi possível carregar as suas opções." message={rules.error.message} onRetry={rules.retry} />;
  if (!rules.data || rules.isLoading) return <DashboardSkeleton label="Carregando as suas opções" />;
  const open = rules.data.solicitacaoAberta;
  return (
    <div className="space-y-8">
      {open ? <OpenRequestNotice request={open} onCancelled={rules.retry} /> : null}
      <ExitOptionCards options={rules.data.valores as unknown as OpcoesDesligamento} target={target} canChoose={!open} />
    </div>
  );
}

export function ExitOptionsComparison({ target }: { target: ServiceTarget }) {
  return (
    <EnabledService idFuncionalidade={FUNCTIONALITY.EXIT_OPTIONS}>
      <Comparison target={target} />
    </EnabledService>
  );
}
