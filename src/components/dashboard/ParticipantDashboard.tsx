import { useCallback, useEffect, type ReactNode } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { QueryState } from '@/components/ui/QueryState';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPainelParticipante } from '@/services/dashboard';
import { useOpenedRequest } from './useOpenedRequest';
import { NextInstallmentCard } from '@/components/loans/NextInstallmentCard';

// The panel shows once its figures have arrived: its code is fetched from the start, beside them, and the panel is
// still asked for here, as the page mounts.
const PanelBody = lazyPart(() => import('./PanelBody').then((module) => module.PanelBody), 'Carregando o seu painel');

// The same detail as /services/requests (history, documents, 'Pedir ajuda', 'Cancelar solicitação'); its code is
// fetched when a request is pointed at, focused or opened, so the home's first load does not carry it.
const RequestDetailModal = lazyPart(() => import('@/components/requests/RequestDetailModal').then((module) => module.RequestDetailModal), 'Carregando a solicitação');

/**
 * Home of a participant: a banner while a re-registration waits for an answer; balance and contributions, or the last
 * paycheck and next payment for beneficiaries; the total across plans for someone with several; where
 * the segment has the loans (`hasLoans`: a loan-enabled plan offering service 27), the next installment of an open loan. `below` (the home's highlights and news) shows
 * once the panel has arrived: shown under the panel's placeholder, it would move down when the panel grows.
 */
export function ParticipantDashboard({ idVinculoPlano, hasLoans = false, below }: { idVinculoPlano: number; hasLoans?: boolean; below?: ReactNode }) {
  const fetchPanel = useCallback(() => retornarPainelParticipante(idVinculoPlano), [idVinculoPlano]);
  const query = useApiQuery(fetchPanel);
  useEffect(() => PanelBody.preload(), []);
  // A request cancelled in the dialog leaves the open ones: read again once the dialog closes.
  const detail = useOpenedRequest(query.retry);

  return (
    <>
      <QueryState query={query} label="Carregando o seu painel">
        {(data) => <PanelBody data={data} idVinculoPlano={idVinculoPlano} onOpen={detail.open} onOpenIntent={RequestDetailModal.preload} loanCard={hasLoans ? <NextInstallmentCard idVinculoPlano={idVinculoPlano} /> : null} below={below} />}
      </QueryState>
      {!query.isLoading && query.data === undefined ? below : null}
      {detail.opened ? <RequestDetailModal key={detail.opened.id} request={detail.opened} onClose={detail.close} onChanged={detail.markChanged} /> : null}
    </>
  );
}
