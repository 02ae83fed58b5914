import { useCallback } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { QueryState } from '@/components/ui/QueryState';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPainelAdministrador, type PainelAdministrador } from '@/services/dashboard';
import { DashboardCard } from './DashboardCard';
import { useOpenedRequest, type OpenedRequest } from './useOpenedRequest';
import { OpenRequestsList } from './OpenRequestsList';

// The request centre's detail dialog, fetched when a request is pointed at, focused or opened.
const AdminRequestDetail = lazyPart(() => import('./AdminRequestDetail').then((module) => module.AdminRequestDetail), 'Carregando a solicitação');

/** Home of an administrator acting as such: the work waiting. */
export function AdminDashboard() {
  const fetchPanel = useCallback(() => retornarPainelAdministrador(), []);
  const query = useApiQuery(fetchPanel);
  // A status changed in the dialog changes the counts: read again once the dialog closes (at once after 'Salvar situação').
  const detail = useOpenedRequest(query.retry);

  return (
    <>
      <QueryState query={query} label="Carregando o painel da administração">
        {(data) => <PanelBody data={data} onOpen={detail.open} />}
      </QueryState>
      {detail.opened ? <AdminRequestDetail key={detail.opened.id} request={detail.opened} onClose={detail.close} onSaved={detail.closeChanged} onStale={detail.markChanged} /> : null}
    </>
  );
}

function PanelBody({ data, onOpen }: { data: PainelAdministrador; onOpen: (request: OpenedRequest) => void }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DashboardCard label="Solicitações aguardando" value={data.solicitacoesAguardando} />
        <DashboardCard label="Conversas não lidas" value={data.conversasNaoLidas} />
      </dl>
      {data.solicitacoesPorStatus.length > 0 ? (
        <section aria-labelledby="titulo-por-status" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
          <h2 id="titulo-por-status" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
            Solicitações por situação
          </h2>
          <ul className="flex flex-wrap gap-2">
            {data.solicitacoesPorStatus.map((item) => (
              <li key={item.status.id} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200">
                {item.status.nome}: <strong>{item.total}</strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OpenRequestsList
        title="Últimas solicitações"
        requests={data.ultimasSolicitacoes}
        emptyText="Nenhuma solicitação recebida ainda."
        allHref="/request-management"
        onOpen={onOpen}
        onOpenIntent={AdminRequestDetail.preload}
      />
    </div>
  );
}
