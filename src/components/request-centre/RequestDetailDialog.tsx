import { useCallback, useEffect, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSolicitacao, type RequestDetail } from '@/services/request-centre';
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
  /** The list shows the new status too. */
  onChanged: () => void;
}

export function RequestDetailDialog({ idRequisicao, title, onClose, onChanged }: RequestDetailDialogProps) {
  const fetcher = useCallback(() => retornarSolicitacao(idRequisicao as number), [idRequisicao]);
  const query = useApiQuery<RequestDetail>(idRequisicao !== null ? fetcher : null);
  // The answer to a status change is the updated request: shown at once, without fetching it again.
  const [updated, setUpdated] = useState<RequestDetail | null>(null);
  const detail = updated?.id === idRequisicao ? updated : query.data;
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
        <RequestDetailContent
          detail={detail}
          onChanged={(next) => {
            setUpdated(next);
            onChanged();
          }}
          onStale={onChanged}
        />
      )}
    </Modal>
  );
}
