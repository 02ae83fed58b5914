import { CalendarClock } from 'lucide-react';
import { formatCpf } from '@/domain/cpf';
import { formatDateTime } from '@/domain/notifications';
import { formatDate } from '@/components/dashboard/format';
import type { RequestDetail } from '@/services/request-centre';
import { StatusBadge } from './StatusBadge';

const SECTION_TITLE = 'mb-2 text-base font-semibold text-gray-900 dark:text-white';

/** The data a participant sent, keyed as the service stored it ("residenciaFiscalEua" → "residencia fiscal eua"). */
function fieldLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldValue(value: unknown): string {
  if (value === 'S') return 'Sim';
  if (value === 'N') return 'Não';
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function RequestDetailBody({ detail }: { detail: RequestDetail }) {
  const facts: [string, string][] = [
    ['Pessoa', detail.pessoa.nome],
    ['CPF', formatCpf(detail.pessoa.cpf)],
    ['Plano', `${detail.vinculoPlano.plano.nome} · matrícula ${detail.vinculoPlano.matricula}`],
    ['Serviço', detail.funcionalidade.nome],
    ['Solicitada em', formatDateTime(detail.dataSolicitacao)],
  ];
  const data = Object.entries(detail.dados);
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
        {data.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">Nenhum dado além do pedido.</p>
        ) : (
          <dl className="grid gap-2 rounded-lg bg-gray-50 p-3 text-sm sm:grid-cols-2 dark:bg-gray-800">
            {data.map(([key, value]) => (
              <div key={key}>
                <dt className="text-gray-600 dark:text-gray-400">{fieldLabel(key)}</dt>
                <dd className="text-gray-900 dark:text-gray-100">{fieldValue(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {detail.prazos.length > 0 ? (
        <section aria-labelledby="prazos">
          <h3 id="prazos" className={SECTION_TITLE}>
            Prazos
          </h3>
          <ol className="space-y-2 border-l-2 border-primary pl-4">
            {detail.prazos.map((deadline) => (
              <li key={deadline.descricao} className="flex items-start gap-2 text-sm">
                <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-strong" />
                <span>
                  <span className="font-semibold">{formatDate(deadline.data)}</span> — {deadline.descricao}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
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
