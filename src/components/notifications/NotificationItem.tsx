import { Bell, MessageSquare } from 'lucide-react';
import type { Notificacao } from '@/domain/api-types';
import { NOTIFICATION_TYPE } from '@/domain/constants';
import { alsoSentBy, formatDateTime, formatNotificationDate, isClickable, isUnread } from '@/domain/notifications';

interface NotificationItemProps {
  notification: Notificacao;
  isBusy?: boolean;
  /** Absent (the notification centre's preview): the row is drawn as it will be, without its action. */
  onChoose?: (notification: Notificacao) => void;
}

/** One row of the panel: a button while there is something to do with it, plain text otherwise (spec §5). */
export function NotificationItem({ notification, isBusy = false, onChoose }: NotificationItemProps) {
  const isNew = isUnread(notification);
  const hasDetail = notification.tipoNotificacao.id === NOTIFICATION_TYPE.DETAIL;
  const Icon = notification.tipoNotificacao.id === NOTIFICATION_TYPE.CHAT_MESSAGE ? MessageSquare : Bell;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full ${isNew ? 'bg-primary-soft text-primary-strong' : 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-400'}`}
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start gap-2">
          <span className={`flex-1 text-sm ${isNew ? 'font-semibold text-gray-900 dark:text-white' : 'font-medium text-gray-700 dark:text-gray-300'}`}>
            {notification.titulo}
          </span>
          {isNew ? (
            <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary-strong">
              <span className="sr-only">(não lida)</span>
            </span>
          ) : null}
        </span>
        {/* Only a detail notification is cut short: its pop-up shows the whole text. */}
        <span className={`mt-0.5 block text-sm text-gray-600 dark:text-gray-400 ${hasDetail ? 'line-clamp-2' : ''}`}>{notification.descricao}</span>
        <time dateTime={notification.data_notificacao} title={formatDateTime(notification.data_notificacao)} className="mt-1 block text-xs text-gray-600 dark:text-gray-400">
          {formatNotificationDate(notification.data_notificacao)}
        </time>
        {notification.canais.length ? <span className="mt-0.5 block text-xs text-gray-600 dark:text-gray-400">{alsoSentBy(notification.canais)}</span> : null}
      </span>
    </>
  );

  const rowClasses = 'flex w-full items-start gap-3 px-4 py-3 text-left';
  return (
    <li className={`border-b border-gray-100 last:border-b-0 dark:border-gray-800 ${isNew ? 'bg-primary-soft/40' : ''}`}>
      {onChoose && isClickable(notification) ? (
        <button
          type="button"
          disabled={isBusy}
          aria-busy={isBusy || undefined}
          onClick={() => onChoose(notification)}
          className={`${rowClasses} min-h-11 hover:bg-gray-50 focus-visible:-outline-offset-3 disabled:opacity-60 dark:hover:bg-gray-800`}
        >
          {content}
        </button>
      ) : (
        <div className={rowClasses}>{content}</div>
      )}
    </li>
  );
}
