import { useEffect, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { useNotificationCentre } from '@/hooks/useNotificationCentre';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// Both sections wait for the plans and categories (and the sent list): their code is fetched meanwhile, from mount.
const NotificationComposer = lazyPart(() => import('@/components/notifications/centre/NotificationComposer').then((module) => module.NotificationComposer), 'Carregando o formulário');
const SentNotifications = lazyPart(() => import('@/components/notifications/centre/SentNotifications').then((module) => module.SentNotifications), 'Carregando notificações enviadas');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

const NotificationCentrePage: NextPageWithLayout = () => {
  const { isActingAsAdmin } = usePlan();
  const { segments, sent, page, setPage } = useNotificationCentre(isActingAsAdmin);
  useEffect(() => {
    if (!isActingAsAdmin) return;
    NotificationComposer.preload();
    SentNotifications.preload();
  }, [isActingAsAdmin]);

  return (
    <>
      <PageTitle title="Central de Notificações" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Central de Notificações</h1>
      {!isActingAsAdmin ? (
        <p className="text-gray-700 dark:text-gray-300">Esta página é exclusiva dos administradores.</p>
      ) : (
        <>
          <p className="mb-8 text-gray-700 dark:text-gray-300">Envie avisos aos participantes. Quem estiver com o portal aberto recebe na hora.</p>
          <section aria-labelledby="titulo-nova-notificacao" className={`mb-8 ${SECTION_CLASSES}`}>
            <h2 id="titulo-nova-notificacao" className="mb-4 text-lg font-semibold">
              Nova notificação
            </h2>
            {segments.data ? (
              <NotificationComposer
                segments={segments.data}
                onSent={() => {
                  setPage(0);
                  sent.retry();
                }}
              />
            ) : segments.error ? (
              <DashboardError title="Não foi possível carregar os planos e categorias." message={segments.error.message} onRetry={segments.retry} />
            ) : (
              <DashboardSkeleton label="Carregando o formulário" />
            )}
          </section>
          <section aria-labelledby="titulo-enviadas" className={SECTION_CLASSES}>
            <h2 id="titulo-enviadas" className="mb-4 text-lg font-semibold">
              Enviadas
            </h2>
            {sent.data && segments.data ? (
              <SentNotifications notifications={sent.data.notificacoes} segments={segments.data} page={page} totalPage={sent.data.totalPage} onPage={setPage} />
            ) : sent.error ? (
              <DashboardError title="Não foi possível carregar as notificações enviadas." message={sent.error.message} onRetry={sent.retry} />
            ) : (
              <DashboardSkeleton label="Carregando notificações enviadas" />
            )}
          </section>
        </>
      )}
    </>
  );
};

NotificationCentrePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default NotificationCentrePage;
