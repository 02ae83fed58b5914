import { useCallback } from 'react';
import Link from 'next/link';
import { Inbox } from 'lucide-react';
import { formatDateBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSolicitacoes, requisicaoStatus, type RequestListItem } from '@/services/requests-centre';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { StatusBadge } from '@/components/requests/centre/StatusBadge';
import { Skeleton } from '@/components/ui/Skeleton';

/** The most requests one page of retornarSolicitacoes carries. */
const PAGE_LIMIT = 100;

/** The open requests of the given services (every plan), oldest first: what is waiting for the fund. */
async function openRequestsOf(funcionalidades: readonly number[]) {
  const statuses = (await requisicaoStatus()).filter((status) => !status.encerrado);
  const pages = await Promise.all(funcionalidades.flatMap((idFuncionalidade) => statuses.map((status) => retornarSolicitacoes({ idFuncionalidade, idStatus: status.id }, 0, PAGE_LIMIT))));
  const requests = pages.flatMap((page) => page.requisicoes).sort((a, b) => a.dataSolicitacao.localeCompare(b.dataSolicitacao) || a.id - b.id);
  return { requests, total: pages.reduce((sum, page) => sum + page.total, 0) };
}

const hrefOf = (request: RequestListItem) => `/request-management?solicitacao=${request.id}&protocolo=${encodeURIComponent(request.protocolo)}`;
const CELL = 'px-3 py-3 text-left align-top';

export function InstituteRequestQueue({ funcionalidades }: { funcionalidades: readonly number[] }) {
  const fetchQueue = useCallback(() => openRequestsOf(funcionalidades), [funcionalidades]);
  const queue = useApiQuery(fetchQueue);

  if (queue.isLoading) {
    return (
      <div aria-busy="true" aria-label="Carregando as solicitações" className="space-y-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (queue.error || !queue.data) return <DashboardError title="Não foi possível carregar as solicitações." message={queue.error?.message ?? ''} onRetry={queue.retry} />;
  const { requests, total } = queue.data;
  if (requests.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-gray-700 dark:text-gray-300">
        <Inbox aria-hidden="true" className="size-8" />
        <p>Nenhuma solicitação aberta. Os novos pedidos aparecem aqui e na Central de Solicitações.</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {total === 1 ? '1 solicitação aberta' : `${total} solicitações abertas`}, das mais antigas às mais recentes. Abra uma para analisá-la na Central de Solicitações.
      </p>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Solicitações abertas</caption>
          <thead className="bg-gray-50 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
            <tr>
              {['Protocolo', 'Pessoa', 'Serviço', 'Plano', 'Solicitada em', 'Situação'].map((title) => (
                <th key={title} scope="col" className={`${CELL} font-semibold`}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {requests.map((request) => (
              <tr key={request.id}>
                <td className={CELL}>
                  <Link href={hrefOf(request)} aria-label={`Abrir a solicitação ${request.protocolo} de ${request.pessoa.nome} na Central de Solicitações`} className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline underline-offset-2">
                    {request.protocolo}
                  </Link>
                </td>
                <td className={`${CELL} font-medium text-gray-900 dark:text-white`}>{request.pessoa.nome}</td>
                <td className={CELL}>{request.nome}</td>
                <td className={CELL}>{request.vinculoPlano.plano.nomeExibicao}</td>
                <td className={CELL}>{formatDateBr(request.dataSolicitacao)}</td>
                <td className={CELL}>
                  <StatusBadge status={request.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Solicitações abertas">
        {requests.map((request) => (
          <li key={request.id}>
            <Link href={hrefOf(request)} className="block rounded-xl p-4 ring-1 ring-gray-900/10 hover:bg-gray-50 dark:ring-white/10 dark:hover:bg-gray-800">
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold text-gray-900 dark:text-white">{request.pessoa.nome}</span>
                <StatusBadge status={request.status} />
              </span>
              <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">{request.nome}</span>
              <span className="mt-1 block text-sm text-gray-600 dark:text-gray-400">
                Protocolo {request.protocolo} · {request.vinculoPlano.plano.nomeExibicao} · {formatDateBr(request.dataSolicitacao)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
