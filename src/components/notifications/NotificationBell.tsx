import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useRouter } from 'next/router';
import { Bell, CheckCheck } from 'lucide-react';
import type { Notificacao } from '@/domain/api-types';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { badgeText, bellLabel, formatDateTime, isUnread } from '@/domain/notifications';
import { isRouteBuilt } from '@/components/navigation/routes';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { NotificationItem } from './NotificationItem';
import { useNotifications } from './useNotifications';

const PANEL_MAX_WIDTH = 384;
const SCREEN_MARGIN = 8;

/** Below the bell, right-aligned with it but always inside the screen (390 px phones included). */
function panelPosition(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect();
  const width = Math.min(PANEL_MAX_WIDTH, window.innerWidth - 2 * SCREEN_MARGIN);
  const right = Math.min(Math.max(SCREEN_MARGIN, window.innerWidth - rect.right), window.innerWidth - width - SCREEN_MARGIN);
  return { top: rect.bottom + SCREEN_MARGIN, right, width };
}

/** The top bar's bell (spec §1, §4): unread badge capped at 99, a panel with the list, details of type 2. */
export function NotificationBell() {
  const router = useRouter();
  const { notifications, unreadCount, isLoading, error, latestArrival, reload, markRead, markAllRead } = useNotifications();
  const [isOpen, setIsOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const [isMarkingAll, setIsMarkingAll] = useState(false);
  const [detail, setDetail] = useState<Notificacao | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const badge = badgeText(unreadCount);

  const close = useCallback((shouldReturnFocus: boolean) => {
    setIsOpen(false);
    if (shouldReturnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const place = () => {
      if (buttonRef.current) setPosition(panelPosition(buttonRef.current));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    window.addEventListener('resize', place);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('resize', place);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, close]);

  // Leaving the page closes the panel.
  useEffect(() => {
    const onRouteChange = () => setIsOpen(false);
    router.events.on('routeChangeStart', onRouteChange);
    return () => router.events.off('routeChangeStart', onRouteChange);
  }, [router.events]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && isOpen && !detail) {
      event.stopPropagation();
      close(true);
    }
  }

  async function onChoose(notification: Notificacao) {
    const type = notification.tipoNotificacao.id;
    if (type === NOTIFICATION_TYPE.DETAIL) setDetail(notification);
    let isMarked = !isUnread(notification);
    if (!isMarked) {
      setBusyIds((ids) => [...ids, notification.id]);
      isMarked = await markRead([notification.id]);
      setBusyIds((ids) => ids.filter((id) => id !== notification.id));
    }
    // Reading a chat notification opens its conversation, once the chat exists in this build.
    if (isMarked && type === NOTIFICATION_TYPE.CHAT_MESSAGE && isRouteBuilt('/chat')) {
      close(false);
      const query = notification.idConversa !== null ? `?idConversa=${notification.idConversa}` : '';
      void router.push(`/chat${query}`);
    }
  }

  async function onMarkAllRead() {
    setIsMarkingAll(true);
    await markAllRead();
    setIsMarkingAll(false);
  }

  return (
    <div ref={containerRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(unreadCount)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={(event) => {
          if (isOpen) {
            close(false);
            return;
          }
          setPosition(panelPosition(event.currentTarget));
          setIsOpen(true);
        }}
        className="relative flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
      >
        <Bell aria-hidden="true" className="size-6" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <p role="status" className="sr-only">
        {latestArrival ? `Nova notificação: ${latestArrival}` : ''}
      </p>

      <section
        id={panelId}
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
            onClick={() => void onMarkAllRead()}
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
              <Button variant="secondary" size="sm" onClick={reload}>
                Tentar novamente
              </Button>
            </div>
          ) : notifications.length === 0 ? (
            <p className="p-6 text-center text-sm text-gray-700 dark:text-gray-300">Você ainda não tem nenhuma notificação</p>
          ) : (
            <ul aria-label="Lista de notificações">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} isBusy={busyIds.includes(notification.id)} onChoose={(chosen) => void onChoose(chosen)} />
              ))}
            </ul>
          )}
        </div>
      </section>

      <Modal isOpen={detail !== null} onClose={() => setDetail(null)} title={detail?.titulo ?? ''}>
        {detail ? (
          <>
            <p className="text-sm text-gray-600 dark:text-gray-400">
              <time dateTime={detail.data_notificacao}>{formatDateTime(detail.data_notificacao)}</time>
            </p>
            <p className="mt-3 whitespace-pre-line text-base text-gray-800 dark:text-gray-200">{detail.descricao}</p>
          </>
        ) : null}
      </Modal>
    </div>
  );
}
