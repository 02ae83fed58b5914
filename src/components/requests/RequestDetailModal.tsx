import { useCallback, useState } from 'react';
import { LifeBuoy, XCircle } from 'lucide-react';
import { formatDateBr } from '@/domain/format';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSolicitacao, type Requisicao, type RequisicaoDetalhe } from '@/services/requests';
import { AttachmentList } from '@/components/attachments/AttachmentList';
import { RequestDataList } from './RequestDataList';
import { RequestDeadlines, RequestHistory } from './RequestTimeline';
import { StatusBadge } from './StatusBadge';
import { useRequestActions } from './useRequestActions';

interface RequestDetailModalProps {
  request: Requisicao;
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
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-semibold text-gray-900 dark:text-white">{detail.funcionalidade.nome}</p>
            <StatusBadge status={detail.status} />
            <p className="text-sm text-gray-700 dark:text-gray-300">Solicitada em {formatDateBr(detail.dataSolicitacao)}</p>
          </div>
          <section aria-labelledby="dados-solicitacao">
            <h3 id="dados-solicitacao" className="mb-3 font-semibold text-gray-900 dark:text-white">
              Dados enviados
            </h3>
            <RequestDataList dados={detail.dados} />
          </section>
          <AttachmentList anexos={detail.anexos} headingId="documentos-solicitacao" />
          <RequestHistory history={detail.historico} />
          <RequestDeadlines deadlines={detail.prazos} />
        </div>
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
