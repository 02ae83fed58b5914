import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useRouter } from 'next/router';
import { Bell } from 'lucide-react';
import type { Notificacao } from '@/domain/api-types';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { badgeText, bellLabel, isUnread } from '@/domain/notifications';
import { isRouteBuilt } from '@/components/navigation/routes';
import { toast } from '@/components/ui/toast';
import { TRANSPORT_MESSAGES } from '@/services/api';
import type { NotificationPanel as NotificationPanelComponent } from './NotificationPanel';
import { useNotifications } from './useNotifications';

// The panel (list, items, detail dialog) is fetched when the bell is pointed at, focused or clicked: the badge and
// the live announcement, which every page shows, stay here. Offline at that moment, a toast says so and the next
// click tries again.
const loadNotificationPanel = () => import('./NotificationPanel').then((module) => module.NotificationPanel);
const preloadNotificationPanel = () => void loadNotificationPanel().catch(() => undefined);

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
  const [NotificationPanel, setNotificationPanel] = useState<typeof NotificationPanelComponent | null>(null);
  const [position, setPosition] = useState<CSSProperties>({});
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const [isMarkingAll, setIsMarkingAll] = useState(false);
  const [detail, setDetail] = useState<Notificacao | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
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
    // A short notice (no dialog) about a page goes straight to it; a detail one offers 'Abrir' in its dialog.
    if (type === NOTIFICATION_TYPE.INFORMATIVE && notification.link) {
      close(false);
      void router.push(notification.link);
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
        aria-controls={NotificationPanel ? panelId : undefined}
        onPointerEnter={preloadNotificationPanel}
        onFocus={preloadNotificationPanel}
        onClick={(event) => {
          if (isOpen) {
            close(false);
            return;
          }
          const button = event.currentTarget;
          loadNotificationPanel().then(
            (panel) => {
              setNotificationPanel(() => panel);
              setPosition(panelPosition(button));
              setIsOpen(true);
            },
            () => toast.error(TRANSPORT_MESSAGES.network),
          );
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

      {NotificationPanel ? (
        <NotificationPanel
          id={panelId}
          isOpen={isOpen}
          position={position}
          notifications={notifications}
          unreadCount={unreadCount}
          isLoading={isLoading}
          error={error}
          onReload={reload}
          busyIds={busyIds}
          onChoose={(chosen) => void onChoose(chosen)}
          isMarkingAll={isMarkingAll}
          onMarkAllRead={() => void onMarkAllRead()}
          detail={detail}
          onCloseDetail={() => setDetail(null)}
        />
      ) : null}
    </div>
  );
}
