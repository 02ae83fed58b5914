import { formatDateBr } from '@/domain/format-date';
import type { RequisicaoDetalhe } from '@/services/requests';
import { AttachmentList } from '@/components/attachments/AttachmentList';
import { RequestDataList } from './RequestDataList';
import { RequestDeadlines, RequestHistory } from './RequestTimeline';
import { StatusBadge } from './StatusBadge';

/** What the detail dialog shows once the request has arrived: what was sent, its documents, history and deadlines. */
export function RequestDetailView({ detail }: { detail: RequisicaoDetalhe }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-semibold text-gray-900 dark:text-white">{detail.nome}</p>
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
  );
}
