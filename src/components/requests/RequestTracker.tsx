import { useEffect, useState } from 'react';
import Link from 'next/link';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyPart } from '@/components/ui/lazy-part';
import { REQUEST_PAGE_SIZE } from '@/domain/requests';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarRequisicaoFuncionalidades, retornarRequisicaoStatus, type Requisicao } from '@/services/requests';
import { useRequestList } from './useRequestList';

// The detail (its dialog, cancelling, the timeline) arrives when a request is pointed at or opened, as on the home.
const RequestDetailModal = lazyPart(
  () =>
    import('./RequestDetailModal').then((module) => {
      module.preloadRequestDetail();
      return module.RequestDetailModal;
    }),
  'Carregando a solicitação',
);

// Drawn from the answers only (the filters' choices, the list): their code is fetched beside them, not in the page's
// first load.
const RequestFiltersForm = lazyPart(() => import('./RequestFiltersForm').then((module) => module.RequestFiltersForm), 'Carregando os filtros');
const RequestList = lazyPart(() => import('./RequestList').then((module) => module.RequestList), 'Carregando solicitações');

/** The services and statuses the filters offer. Spec §8: a failure is logged, with no message (the list still works). */
function useRequestFilterChoices() {
  const functionalities = useApiQuery(retornarRequisicaoFuncionalidades);
  const statuses = useApiQuery(retornarRequisicaoStatus);
  useEffect(() => {
    if (functionalities.error) console.error('Não foi possível carregar os serviços do filtro.', functionalities.error);
    if (statuses.error) console.error('Não foi possível carregar as situações do filtro.', statuses.error);
  }, [functionalities.error, statuses.error]);
  return { functionalities: functionalities.data, statuses: statuses.data };
}

const hasFilters = (filters: object) => Object.values(filters).some((value) => value !== undefined);

/** Spec §4 request tracking: filters, five requests a page, and the detail of one. */
export function RequestTracker({ idPessoa, idPlano }: { idPessoa: number; idPlano: number }) {
  const list = useRequestList(idPessoa, idPlano);
  const [opened, setOpened] = useState<Requisicao | null>(null);
  const choices = useRequestFilterChoices();
  useEffect(() => {
    RequestFiltersForm.preload();
    RequestList.preload();
  }, []);

  return (
    <>
      <RequestFiltersForm functionalities={choices.functionalities} statuses={choices.statuses} onApply={list.applyFilters} isBusy={list.isLoading} />
      {list.isLoading ? (
        <div aria-busy="true" aria-label="Carregando solicitações" className="space-y-3">
          {Array.from({ length: REQUEST_PAGE_SIZE }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : list.error ? (
        <DashboardError title="Não foi possível carregar as suas solicitações." message={list.error.message} onRetry={list.retry} />
      ) : list.data && list.data.requisicoes.length > 0 ? (
        <RequestList
          requests={list.data.requisicoes}
          page={list.page}
          totalPage={list.data.totalPage}
          onPageChange={list.setPage}
          onOpen={setOpened}
          onOpenIntent={RequestDetailModal.preload}
        />
      ) : (
        <p className="rounded-2xl bg-white p-5 text-gray-700 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:text-gray-300 dark:ring-white/10">
          {hasFilters(list.filters) ? (
            'Nenhuma solicitação encontrada com esses filtros. Mude ou limpe os filtros para ver outras.'
          ) : (
            <>
              Você ainda não tem solicitações neste plano. Para fazer uma, escolha um serviço em{' '}
              <Link href="/services" className="font-semibold text-primary-strong underline">
                Serviços
              </Link>
              .
            </>
          )}
        </p>
      )}
      {opened ? <RequestDetailModal key={opened.id} request={opened} onClose={() => setOpened(null)} onChanged={list.retry} /> : null}
    </>
  );
}
