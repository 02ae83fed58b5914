import { formatDateBr } from '@/domain/format-date';
import type { RequestListItem } from '@/services/requests-centre';
import { StatusBadge } from './StatusBadge';

interface RequestTableProps {
  requests: RequestListItem[];
  onOpen: (request: RequestListItem) => void;
  /** The pointer or the focus is on a request's button: the detail's code can be fetched before the click. */
  onOpenIntent?: () => void;
}

const CELL = 'px-4 py-3 text-left align-top';

/** A table on wide screens, one card per request on phones; each opens the request's detail. */
export function RequestTable({ requests, onOpen, onOpenIntent }: RequestTableProps) {
  // The same opening behaviour for the table's protocol button and the phone card.
  const openButton = (request: RequestListItem) => ({
    type: 'button' as const,
    onClick: () => onOpen(request),
    onPointerEnter: onOpenIntent,
    onFocus: onOpenIntent,
    'aria-label': `Ver solicitação ${request.protocolo} de ${request.pessoa.nome}`,
  });
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Solicitações</caption>
          <thead className="sticky top-0 bg-gray-50 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
            <tr>
              {['Protocolo', 'Pessoa', 'Plano', 'Serviço', 'Solicitada em', 'Situação'].map((title) => (
                <th key={title} scope="col" className={`${CELL} font-semibold`}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {requests.map((request) => (
              <tr key={request.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/60">
                <td className={CELL}>
                  <button {...openButton(request)} className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline underline-offset-2">
                    {request.protocolo}
                  </button>
                </td>
                <td className={CELL}>
                  <span className="block font-medium text-gray-900 dark:text-white">{request.pessoa.nome}</span>
                  <span className="text-gray-600 dark:text-gray-400">{request.pessoa.cpf}</span>
                </td>
                <td className={CELL}>{request.vinculoPlano.plano.nomeExibicao}</td>
                <td className={CELL}>{request.nome}</td>
                <td className={CELL}>{formatDateBr(request.dataSolicitacao)}</td>
                <td className={CELL}>
                  <StatusBadge status={request.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Solicitações">
        {requests.map((request) => (
          <li key={request.id}>
            <button
              {...openButton(request)}
              className="w-full rounded-xl p-4 text-left ring-1 ring-gray-900/10 hover:bg-gray-50 dark:ring-white/10 dark:hover:bg-gray-800"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold text-gray-900 dark:text-white">{request.nome}</span>
                <StatusBadge status={request.status} />
              </span>
              <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">
                {request.pessoa.nome} · {request.pessoa.cpf}
              </span>
              <span className="mt-1 block text-sm text-gray-600 dark:text-gray-400">
                Protocolo {request.protocolo} · {request.vinculoPlano.plano.nomeExibicao} · {formatDateBr(request.dataSolicitacao)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
