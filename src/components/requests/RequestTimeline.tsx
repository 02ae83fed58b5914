import { formatDateBr } from '@/domain/format-date';
import { formatDateTime } from '@/domain/notifications';
import type { RequisicaoDetalhe } from '@/services/requests';

/** The status history, oldest first: each step says which status, who set it, when and why. */
export function RequestHistory({ history }: { history: RequisicaoDetalhe['historico'] }) {
  return (
    <section aria-labelledby="historico-solicitacao">
      <h3 id="historico-solicitacao" className="mb-3 font-semibold text-gray-900 dark:text-white">
        Histórico
      </h3>
      <ol className="relative space-y-4 border-l-2 border-gray-200 pl-5 dark:border-gray-700">
        {history.map((step) => (
          <li key={step.id} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full bg-primary ring-4 ring-white dark:ring-gray-900" />
            <p className="font-semibold text-gray-900 dark:text-white">{step.status.nome}</p>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {step.autor.admin === 'S' ? `${step.autor.nome} (atendimento)` : step.autor.nome} · <time dateTime={step.data}>{formatDateTime(step.data)}</time>
            </p>
            {step.comentario ? <p className="mt-1 text-gray-800 dark:text-gray-200">{step.comentario}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The legal due dates of exit options and portability (empty for other services, then not shown). */
export function RequestDeadlines({ deadlines }: { deadlines: RequisicaoDetalhe['prazos'] }) {
  if (deadlines.length === 0) return null;
  return (
    <section aria-labelledby="prazos-solicitacao">
      <h3 id="prazos-solicitacao" className="mb-3 font-semibold text-gray-900 dark:text-white">
        Prazos
      </h3>
      <ol className="relative space-y-3 border-l-2 border-dashed border-gray-300 pl-5 dark:border-gray-600">
        {deadlines.map((deadline) => (
          <li key={deadline.descricao} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-primary bg-white dark:bg-gray-900" />
            <p className="font-semibold text-gray-900 tabular-nums dark:text-white">{formatDateBr(deadline.data)}</p>
            <p className="text-sm text-gray-700 dark:text-gray-300">{deadline.descricao}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
