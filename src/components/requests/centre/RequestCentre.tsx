import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import { Inbox } from 'lucide-react';
import { EMPTY_REQUEST_FILTERS, REQUEST_CENTRE_PAGE_SIZE, toRequestQuery, type RequestFilterForm } from '@/domain/requests-centre';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSolicitacoes } from '@/services/requests-centre';
import { DashboardError } from '@/components/dashboard/DashboardStates';
import { Skeleton } from '@/components/ui/Skeleton';
import { lazyPart } from '@/components/ui/lazy-part';
import { useRequestCentreOptions } from './useRequestCentreOptions';

// The filters' choices and the list come from the API: their code is fetched beside them, not in the page's first load.
const RequestFilters = lazyPart(() => import('./RequestFilters').then((module) => module.RequestFilters), 'Carregando os filtros');
const RequestList = lazyPart(() => import('./RequestList').then((module) => module.RequestList), 'Carregando solicitações');
// The dialog is drawn only while a request is open; its code comes with the page's other parts, its body's on intent.
const RequestDetailDialog = lazyPart(() => import('./RequestDetailDialog').then((module) => module.RequestDetailDialog), 'Carregando a solicitação');
const preloadRequestDetail = () => void import('./RequestDetailDialog').then((module) => module.preloadRequestDetail());

const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

/** Every request, filtered and paged, with its detail, the change of status and the chat about it. */
export function RequestCentre() {
  const options = useRequestCentreOptions(true);
  const [filters, setFilters] = useState<RequestFilterForm>(EMPTY_REQUEST_FILTERS);
  const [page, setPage] = useState(0);
  const [reloads, setReloads] = useState(0);
  const [chosen, setChosen] = useState<{ id: number; protocolo: string } | null>(null);
  const router = useRouter();
  useEffect(() => {
    RequestFilters.preload();
    RequestList.preload();
    RequestDetailDialog.preload();
  }, []);
  // Opened from another page (the institutes' queues): ?solicitacao=<id>&protocolo=<protocolo>, until it is closed.
  const linked = Number(router.query.solicitacao);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const fromLink = Number.isInteger(linked) && linked > 0 && linked !== dismissed ? { id: linked, protocolo: typeof router.query.protocolo === 'string' ? router.query.protocolo : '' } : null;
  const open = chosen ?? fromLink;
  const onCloseDetail = () => {
    setChosen(null);
    if (fromLink) {
      setDismissed(linked);
      void router.replace(router.pathname, undefined, { shallow: true });
    }
  };

  const query = useMemo(() => toRequestQuery(filters), [filters]);
  // `reloads` makes a new fetcher after a status change, so the row shows the new status.
  const fetcher = useCallback(() => retornarSolicitacoes(query, page, REQUEST_CENTRE_PAGE_SIZE), [query, page, reloads]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = useApiQuery(fetcher);
  const reload = () => setReloads((value) => value + 1);

  const onApply = (next: RequestFilterForm) => {
    setFilters(next);
    // Spec §4: filtering goes back to the first page.
    setPage(0);
  };

  return (
    <div className="space-y-6">
      <section aria-label="Filtros" className={CARD}>
        <RequestFilters plans={options.plans} functionalities={options.functionalities} statuses={options.statuses.map((status) => ({ value: String(status.id), label: status.nome }))} onApply={onApply} />
      </section>
      <section aria-labelledby="titulo-lista-solicitacoes" className={`${CARD} space-y-4`}>
        <h2 id="titulo-lista-solicitacoes" className="text-lg font-semibold text-gray-900 dark:text-white">
          Solicitações{list.data ? ` (${list.data.total})` : ''}
        </h2>
        {list.isLoading ? (
          <div aria-busy="true" aria-label="Carregando solicitações" className="space-y-3">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </div>
        ) : list.error || !list.data ? (
          <DashboardError title="Não foi possível carregar as solicitações." message={list.error?.message ?? ''} onRetry={list.retry} />
        ) : list.data.requisicoes.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-gray-700 dark:text-gray-300">
            <Inbox aria-hidden="true" className="size-8" />
            <p>Nenhuma solicitação encontrada com esses filtros. Mude ou limpe os filtros para ver outras.</p>
          </div>
        ) : (
          <RequestList requests={list.data.requisicoes} page={page} totalPage={list.data.totalPage} onPageChange={setPage} onOpen={setChosen} onOpenIntent={preloadRequestDetail} />
        )}
      </section>
      {/* A new dialog per opening: nothing of a previous opening (a refusal of a status change) is shown again. */}
      {open ? (
        <RequestDetailDialog
          key={open.id}
          idRequisicao={open.id}
          title={open.protocolo ? `Solicitação ${open.protocolo}` : 'Solicitação'}
          onClose={onCloseDetail}
          onSaved={() => {
            reload();
            onCloseDetail();
          }}
          onStale={reload}
        />
      ) : null}
    </div>
  );
}
