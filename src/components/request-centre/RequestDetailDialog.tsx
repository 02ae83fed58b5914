import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSolicitacao, type RequestDetail, type RequestStatus } from '@/services/request-centre';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { OpenChatButton } from './OpenChatButton';
import { RequestDetailBody } from './RequestDetailBody';
import { StatusChangeForm } from './StatusChangeForm';

interface RequestDetailDialogProps {
  idRequisicao: number | null;
  title: string;
  statuses: RequestStatus[];
  onClose: () => void;
  /** The list shows the new status too. */
  onChanged: () => void;
}

export function RequestDetailDialog({ idRequisicao, title, statuses, onClose, onChanged }: RequestDetailDialogProps) {
  const fetcher = useCallback(() => retornarSolicitacao(idRequisicao as number), [idRequisicao]);
  const query = useApiQuery<RequestDetail>(idRequisicao !== null ? fetcher : null);
  // The answer to a status change is the updated request: shown at once, without fetching it again.
  const [updated, setUpdated] = useState<RequestDetail | null>(null);
  const detail = updated?.id === idRequisicao ? updated : query.data;

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
        <div className="space-y-6">
          <RequestDetailBody detail={detail} />
          <StatusChangeForm
            detail={detail}
            statuses={statuses}
            onChanged={(next) => {
              setUpdated(next);
              onChanged();
            }}
            onStale={onChanged}
          />
          <OpenChatButton detail={detail} />
        </div>
      )}
    </Modal>
  );
}
