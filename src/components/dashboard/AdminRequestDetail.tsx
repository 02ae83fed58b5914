import { RequestDetailDialog } from '@/components/requests/centre/RequestDetailDialog';

interface AdminRequestDetailProps {
  request: { id: number; protocolo: string };
  onClose: () => void;
  onSaved: () => void;
  onStale: () => void;
}

/** The request centre's detail (status change, chat about it) opened from the administrator's home. */
export function AdminRequestDetail({ request, onClose, onSaved, onStale }: AdminRequestDetailProps) {
  return (
    <RequestDetailDialog
      idRequisicao={request.id}
      title={`Solicitação ${request.protocolo}`}
      onClose={onClose}
      onSaved={onSaved}
      onStale={onStale}
    />
  );
}
