import { useCallback, useEffect } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSolicitacao, type RequestDetail } from '@/services/requests-centre';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyPart } from '@/components/ui/lazy-part';

// The detail's body and its status form (react-hook-form, the attachments list…) show only once the request has
// arrived: their code is fetched when a request's button is pointed at or focused, and at the latest when the dialog
// opens, alongside the request itself.
const RequestDetailContent = lazyPart(() => import('./RequestDetailContent').then((module) => module.RequestDetailContent), 'Carregando a solicitação');

/** Fetch the dialog's code before a request is opened (pointer or focus on the button that opens it). */
export const preloadRequestDetail = RequestDetailContent.preload;

interface RequestDetailDialogProps {
  idRequisicao: number | null;
  title: string;
  onClose: () => void;
  /**
   * 'Salvar situação' succeeded: the parent closes the dialog and reloads its list, so the new status is read in the
   * row and the focus goes back to the row's button (the Modal finds it again once the list is redrawn).
   */
  onSaved: () => void;
  /** Someone else changed the request meanwhile (409): the list behind is reloaded; the dialog stays with the message. */
  onStale: () => void;
}

export function RequestDetailDialog({ idRequisicao, title, onClose, onSaved, onStale }: RequestDetailDialogProps) {
  const fetcher = useCallback(() => retornarSolicitacao(idRequisicao as number), [idRequisicao]);
  const query = useApiQuery<RequestDetail>(idRequisicao !== null ? fetcher : null);
  const detail = query.data;
  useEffect(() => {
    if (idRequisicao !== null) preloadRequestDetail();
  }, [idRequisicao]);

  return (
    <Modal isOpen={idRequisicao !== null} onClose={onClose} title={title} size="lg">
      {query.isLoading && !detail ? (
        <div aria-busy="true" aria-label="Carregando a solicitação" className="space-y-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : !detail ? (
        <DashboardError title="Não foi possível carregar a solicitação." message={query.error?.message ?? ''} onRetry={query.retry} />
      ) : (
        <RequestDetailContent detail={detail} onSaved={onSaved} onStale={onStale} />
      )}
    </Modal>
  );
}
