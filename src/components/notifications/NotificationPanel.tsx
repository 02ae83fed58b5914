import { useId, type CSSProperties } from 'react';
import Link from 'next/link';
import { ArrowRight, CheckCheck } from 'lucide-react';
import type { Notificacao } from '@/domain/api-types';
import { formatDateTime } from '@/domain/notifications';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { NotificationItem } from './NotificationItem';

export interface NotificationPanelProps {
  id: string;
  isOpen: boolean;
  position: CSSProperties;
  notifications: Notificacao[];
  unreadCount: number;
  isLoading: boolean;
  error: string | null;
  onReload: () => void;
  busyIds: number[];
  onChoose: (notification: Notificacao) => void;
  isMarkingAll: boolean;
  onMarkAllRead: () => void;
  /** The type-2 notification whose whole text is shown in a dialog, if any. */
  detail: Notificacao | null;
  onCloseDetail: () => void;
}

/** The bell's panel (spec §1, §4): the list, 'Marcar todas como lidas' and the detail dialog. The bell owns the state. */
export function NotificationPanel({
  id,
  isOpen,
  position,
  notifications,
  unreadCount,
  isLoading,
  error,
  onReload,
  busyIds,
  onChoose,
  isMarkingAll,
  onMarkAllRead,
  detail,
  onCloseDetail,
}: NotificationPanelProps) {
  const headingId = useId();
  return (
    <>
      <section
        id={id}
        aria-labelledby={headingId}
        hidden={!isOpen}
        style={position}
        className="fixed z-50 flex max-h-[50vh] flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xl dark:border-gray-700 dark:bg-gray-900"
      >
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-4 py-2 dark:border-gray-700">
          <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-white">
            Notificações
          </h2>
          <Button
            variant="ghost"
            size="sm"
            icon={<CheckCheck aria-hidden="true" className="size-4" />}
            disabled={unreadCount === 0}
            isLoading={isMarkingAll}
            onClick={onMarkAllRead}
          >
            Marcar todas como lidas
          </Button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={isLoading || undefined}>
          {isLoading ? (
            <div className="space-y-3 p-4">
              <span className="sr-only">Carregando notificações…</span>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-14 w-full" />
              ))}
            </div>
          ) : error ? (
            <div className="space-y-3 p-4 text-sm text-gray-700 dark:text-gray-300">
              <p>Não foi possível carregar as notificações. {error}</p>
              <Button variant="secondary" size="sm" onClick={onReload}>
                Tentar novamente
              </Button>
            </div>
          ) : notifications.length === 0 ? (
            <p className="p-6 text-center text-sm text-gray-700 dark:text-gray-300">Você ainda não tem nenhuma notificação</p>
          ) : (
            <ul aria-label="Lista de notificações">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} isBusy={busyIds.includes(notification.id)} onChoose={onChoose} />
              ))}
            </ul>
          )}
        </div>
      </section>

      <Modal
        isOpen={detail !== null}
        onClose={onCloseDetail}
        title={detail?.titulo ?? ''}
        footer={
          detail?.link ? (
            // A page of the portal (the server accepts internal paths only): opened in the app, and the dialog closes.
            <Link
              href={detail.link}
              onClick={onCloseDetail}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary px-5 font-semibold text-primary-contrast hover:brightness-95 active:brightness-90"
            >
              Abrir
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : undefined
        }
      >
        {detail ? (
          <>
            <p className="text-sm text-gray-600 dark:text-gray-400">
              <time dateTime={detail.data_notificacao}>{formatDateTime(detail.data_notificacao)}</time>
            </p>
            <p className="mt-3 whitespace-pre-line text-base text-gray-800 dark:text-gray-200">{detail.descricao}</p>
          </>
        ) : null}
      </Modal>
    </>
  );
}
