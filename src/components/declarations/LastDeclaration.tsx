import { useCallback, useEffect } from 'react';
import Link from 'next/link';
import { formatDateBr } from '@/domain/format-date';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSolicitacao, retornarSolicitacoes } from '@/services/requests';
import { StatusBadge } from '@/components/requests/StatusBadge';
import { lazyPart } from '@/components/ui/lazy-part';

// What the declaration said is shown with the labels of every request kind's fields (3.4 kB gzip): fetched while the
// declaration itself is asked for, not in the page's first load.
const RequestDataList = lazyPart(() => import('@/components/requests/RequestDataList').then((module) => module.RequestDataList), 'Carregando a declaração');

interface LastDeclarationProps {
  idPessoa: number;
  idPlano: number;
  idFuncionalidade: number;
}

/** The person's latest declaration of this kind (the newest request of the service), with what it said. */
export function LastDeclaration({ idPessoa, idPlano, idFuncionalidade }: LastDeclarationProps) {
  const fetchLast = useCallback(async () => {
    const { requisicoes } = await retornarSolicitacoes({ idPessoa, idPlano, idFuncionalidade, page: 0, limit: 1 });
    return requisicoes[0] ? retornarSolicitacao(requisicoes[0].id) : null;
  }, [idPessoa, idPlano, idFuncionalidade]);
  const { data: last, error, isLoading, retry } = useApiQuery(fetchLast);
  useEffect(() => RequestDataList.preload(), []);

  return (
    <section aria-labelledby="ultima-declaracao" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="ultima-declaracao" className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
        Sua última declaração
      </h2>
      {isLoading ? (
        <div aria-busy="true" aria-label="Carregando a última declaração" className="space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : error ? (
        <DashboardError title="Não foi possível carregar a sua última declaração." message={error.message} onRetry={retry} />
      ) : !last ? (
        <p className="text-gray-700 dark:text-gray-300">Você ainda não enviou esta declaração. Preencha o formulário abaixo.</p>
      ) : (
        <>
          <p className="mb-3 flex flex-wrap items-center gap-2 text-gray-700 dark:text-gray-300">
            Protocolo {last.protocolo} · {formatDateBr(last.dataSolicitacao)} <StatusBadge status={last.status} />
          </p>
          <RequestDataList dados={last.dados} />
          <Link href="/services/requests" className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-strong underline-offset-4 hover:underline">
            Acompanhar solicitações
          </Link>
        </>
      )}
    </section>
  );
}
