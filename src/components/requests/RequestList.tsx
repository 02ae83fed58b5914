import { ChevronRight } from 'lucide-react';
import { formatDateBr } from '@/domain/format-date';
import type { Requisicao } from '@/services/requests';
import { RequestPagination } from './RequestPagination';
import { StatusBadge } from './StatusBadge';

interface RequestListProps {
  requests: Requisicao[];
  /** Zero-based (spec §4). */
  page: number;
  totalPage: number;
  onPageChange: (page: number) => void;
  onOpen: (request: Requisicao) => void;
  /** The pointer or the focus is on a request's button: the detail's code can be fetched before the click. */
  onOpenIntent?: () => void;
}

const detailsLabel = (request: Requisicao) => `Ver detalhes da solicitação ${request.protocolo}`;

/** A table on wide screens, cards on phones, then the pages; each request opens its detail. */
export function RequestList({ requests, page, totalPage, onPageChange, onOpen, onOpenIntent }: RequestListProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-900/5 md:block dark:bg-gray-900 dark:ring-white/10">
        <table className="w-full text-left">
          <thead className="sticky top-0 bg-gray-50 text-sm text-gray-700 dark:bg-gray-800 dark:text-gray-300">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Protocolo</th>
              <th scope="col" className="px-4 py-3 font-semibold">Serviço</th>
              <th scope="col" className="px-4 py-3 font-semibold">Data</th>
              <th scope="col" className="px-4 py-3 font-semibold">Situação</th>
              <th scope="col" className="px-4 py-3 font-semibold"><span className="sr-only">Ações</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {requests.map((request) => (
              <tr key={request.id} className="text-gray-900 dark:text-gray-100">
                <td className="px-4 py-3 font-medium tabular-nums">{request.protocolo}</td>
                <td className="px-4 py-3">{request.nome}</td>
                <td className="px-4 py-3 tabular-nums">{formatDateBr(request.dataSolicitacao)}</td>
                <td className="px-4 py-3"><StatusBadge status={request.status} /></td>
                <td className="px-4 py-3 text-right">
                  <button
                    type="button"
                    onClick={() => onOpen(request)}
                    onPointerEnter={onOpenIntent}
                    onFocus={onOpenIntent}
                    aria-label={detailsLabel(request)}
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-primary-strong hover:bg-primary-soft">
                    Detalhes <ChevronRight aria-hidden="true" className="size-4" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {requests.map((request) => (
          <li key={request.id}>
            <button
              type="button"
              onClick={() => onOpen(request)}
              onPointerEnter={onOpenIntent}
              onFocus={onOpenIntent}
              className="flex w-full items-center justify-between gap-3 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
              <span className="min-w-0 space-y-1">
                <span className="block font-semibold text-gray-900 dark:text-white">{request.nome}</span>
                <span className="block text-sm text-gray-700 tabular-nums dark:text-gray-300">
                  Protocolo {request.protocolo} · {formatDateBr(request.dataSolicitacao)}
                </span>
                <StatusBadge status={request.status} />
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
            </button>
          </li>
        ))}
      </ul>
      <RequestPagination page={page} totalPage={totalPage} onPageChange={onPageChange} />
    </>
  );
}
