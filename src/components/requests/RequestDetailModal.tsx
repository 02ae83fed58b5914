import { useCallback, useEffect, useState } from 'react';
import { LifeBuoy, XCircle } from 'lucide-react';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyPart } from '@/components/ui/lazy-part';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSolicitacao, type Requisicao, type RequisicaoDetalhe } from '@/services/requests';
import { useRequestActions } from './useRequestActions';

// The detail's body (what was sent, documents, history) shows only once the request has arrived: its code is fetched
// when a request's button is pointed at or focused, and at the latest when the dialog opens, alongside the request.
const RequestDetailView = lazyPart(() => import('./RequestDetailView').then((module) => module.RequestDetailView), 'Carregando a solicitação');

/** Fetch the dialog's code before a request is opened (pointer or focus on the button that opens it). */
export const preloadRequestDetail = RequestDetailView.preload;

interface RequestDetailModalProps {
  /** A row of the list or of the home's open requests: the detail itself is fetched here. */
  request: Pick<Requisicao, 'id' | 'protocolo'>;
  onClose: () => void;
  /** The list shows the new status after a cancellation. */
  onChanged: () => void;
}

export function RequestDetailModal({ request, onClose, onChanged }: RequestDetailModalProps) {
  const fetchDetail = useCallback(() => retornarSolicitacao(request.id), [request.id]);
  const query = useApiQuery(fetchDetail);
  const [updated, setUpdated] = useState<RequisicaoDetalhe | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const detail = updated ?? query.data;
  useEffect(preloadRequestDetail, []);
  const actions = useRequestActions((next) => {
    setUpdated(next);
    setIsConfirming(false);
    onChanged();
  });

  const footer = detail ? (
    <>
      <Button variant="secondary" isLoading={actions.isOpeningChat} onClick={() => void actions.askForHelp(detail)} icon={<LifeBuoy aria-hidden="true" className="size-4" />}>
        Pedir ajuda
      </Button>
      {detail.status.encerrado ? null : (
        <Button variant="secondary" onClick={() => setIsConfirming(true)} icon={<XCircle aria-hidden="true" className="size-4" />}>
          Cancelar solicitação
        </Button>
      )}
    </>
  ) : undefined;

  return (
    <Modal isOpen onClose={onClose} title={`Solicitação ${request.protocolo}`} size="lg" footer={footer}>
      {query.isLoading && !detail ? (
        <div aria-busy="true" aria-label="Carregando a solicitação" className="space-y-3">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.error && !detail ? (
        <DashboardError title="Não foi possível carregar a solicitação." message={query.error.message} onRetry={query.retry} />
      ) : detail ? (
        <RequestDetailView detail={detail} />
      ) : null}
      <Modal
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Cancelar solicitação?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)} disabled={actions.isCancelling}>
              Voltar
            </Button>
            <Button isLoading={actions.isCancelling} onClick={() => detail && void actions.cancel(detail)}>
              Sim, cancelar
            </Button>
          </>
        }
      >
        <p>A solicitação {request.protocolo} será encerrada e não poderá ser reaberta. Se precisar, faça uma nova solicitação depois.</p>
      </Modal>
    </Modal>
  );
}
