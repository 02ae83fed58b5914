import Link from 'next/link';
import { ChevronRight } from 'lucide-react';
import type { SolicitacaoResumo } from '@/services/dashboard';
import { formatDateBr } from '@/domain/format-date';

type RequestSummary = SolicitacaoResumo & { pessoa?: { nome: string } };

interface OpenRequestsListProps {
  title: string;
  requests: RequestSummary[];
  emptyText: string;
  /** The full list: /services/requests for a participant, /request-management for the administration. */
  allHref: string;
  onOpen: (request: RequestSummary) => void;
  /** The pointer or the focus is on a request: the detail's code can be fetched before the click. */
  onOpenIntent?: () => void;
}

/** Requests still open or the latest ones (administrators also see who asked): each opens its detail. */
export function OpenRequestsList({ title, requests, emptyText, allHref, onOpen, onOpenIntent }: OpenRequestsListProps) {
  return (
    <section aria-labelledby="titulo-solicitacoes" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4">
        <h2 id="titulo-solicitacoes" className="text-lg font-semibold text-gray-900 dark:text-white">
          {title}
        </h2>
        <Link href={allHref} className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-primary-strong underline-offset-4 hover:underline">
          Ver todas<span className="sr-only"> as solicitações</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {requests.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {requests.map((request) => (
            <li key={request.id}>
              <button
                type="button"
                onClick={() => onOpen(request)}
                onPointerEnter={onOpenIntent}
                onFocus={onOpenIntent}
                aria-haspopup="dialog"
                className="-mx-2 flex min-h-11 w-[calc(100%+1rem)] flex-wrap items-center justify-between gap-2 rounded-lg px-2 py-3 text-left hover:bg-gray-50 dark:hover:bg-gray-800"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-gray-900 dark:text-white">{request.nome}</span>
                  <span className="block text-sm text-gray-700 dark:text-gray-300">
                    Protocolo {request.protocolo} · {formatDateBr(request.criadoEm)}
                    {request.pessoa ? ` · ${request.pessoa.nome}` : ''}
                  </span>
                </span>
                <span className="flex items-center gap-1">
                  <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200">{request.status.nome}</span>
                  <ChevronRight aria-hidden="true" className="size-4 text-gray-600 dark:text-gray-400" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
