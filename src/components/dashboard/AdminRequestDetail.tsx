import { RequestDetailDialog } from '@/components/request-centre/RequestDetailDialog';
import { useApiQuery } from '@/hooks/useApiQuery';
import { requisicaoStatus } from '@/services/request-centre';

interface AdminRequestDetailProps {
  request: { id: number; protocolo: string };
  onClose: () => void;
  onChanged: () => void;
}

/** The request centre's detail (status change, chat about it) opened from the administrator's home. */
export function AdminRequestDetail({ request, onClose, onChanged }: AdminRequestDetailProps) {
  // The status form lists the statuses (a stable fetcher: read once per opening); the dialog fetches the detail meanwhile.
  const statuses = useApiQuery(requisicaoStatus);
  return (
    <RequestDetailDialog
      idRequisicao={request.id}
      title={`Solicitação ${request.protocolo}`}
      statuses={statuses.data ?? []}
      onClose={onClose}
      onChanged={onChanged}
    />
  );
}
