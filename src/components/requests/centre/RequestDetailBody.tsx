import { formatCpf } from '@/domain/cpf';
import { formatDateTime } from '@/domain/notifications';
import { AttachmentList } from '@/components/attachments/AttachmentList';
import { RequestDataList } from '@/components/requests/RequestDataList';
import { RequestDeadlines } from '@/components/requests/RequestTimeline';
import type { RequestDetail } from '@/services/requests-centre';
import { StatusBadge } from './StatusBadge';

const SECTION_TITLE = 'mb-2 text-base font-semibold text-gray-900 dark:text-white';

export function RequestDetailBody({ detail }: { detail: RequestDetail }) {
  const facts: [string, string][] = [
    ['Pessoa', detail.pessoa.nome],
    ['CPF', formatCpf(detail.pessoa.cpf)],
    ['Plano', `${detail.vinculoPlano.plano.nomeExibicao} · matrícula ${detail.vinculoPlano.matricula}`],
    ['Serviço', detail.nome],
    ['Solicitada em', formatDateTime(detail.dataSolicitacao)],
  ];
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="font-medium text-gray-900 dark:text-white">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-gray-600 dark:text-gray-400">Situação</dt>
          <dd data-testid="request-status">
            <StatusBadge status={detail.status} />
          </dd>
        </div>
      </dl>
      <section aria-labelledby="dados-enviados">
        <h3 id="dados-enviados" className={SECTION_TITLE}>
          Dados enviados
        </h3>
        <RequestDataList dados={detail.dados} />
      </section>
      <AttachmentList anexos={detail.anexos} headingId="documentos-central" />
      <RequestDeadlines deadlines={detail.prazos} />
      <section aria-labelledby="historico">
        <h3 id="historico" className={SECTION_TITLE}>
          Histórico
        </h3>
        <ol aria-label="Histórico da solicitação" className="space-y-3">
          {[...detail.historico].reverse().map((item) => (
            <li key={item.id} className="rounded-lg p-3 text-sm ring-1 ring-gray-900/10 dark:ring-white/10">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-gray-900 dark:text-white">{item.status.nome}</span>
                <span className="text-gray-600 dark:text-gray-400">
                  {formatDateTime(item.data)} · {item.autor.nome}
                </span>
              </p>
              {item.comentario ? <p className="mt-1 whitespace-pre-line text-gray-800 dark:text-gray-200">{item.comentario}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
