import type { SolicitacaoResumo } from '@/services/dashboard';
import { formatDateBr } from '@/domain/format';

/** Requests still open or the latest ones (administrators also see who asked). */
export function OpenRequestsList({ title, requests, emptyText }: { title: string; requests: (SolicitacaoResumo & { pessoa?: { nome: string } })[]; emptyText: string }) {
  return (
    <section aria-labelledby="titulo-solicitacoes" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="titulo-solicitacoes" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      {requests.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-gray-900 dark:text-white">{request.funcionalidade.nome}</p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  Protocolo {request.protocolo} · {formatDateBr(request.criadoEm)}
                  {request.pessoa ? ` · ${request.pessoa.nome}` : ''}
                </p>
              </div>
              <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200">{request.status.nome}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
