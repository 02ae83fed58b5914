import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from '@/components/ui/toast';
import type { Notificacao } from '@/domain/api-types';
import { addNotification, belongsToPlan, countUnread, isUnread, markAsRead, sortNotifications } from '@/domain/notifications';
import { usePlan } from '@/contexts/PlanContext';
import { useSocket } from '@/contexts/SocketContext';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { retornarNotificacoes, vizualizarNotificacoes } from '@/services/notifications';

interface LoadedList {
  /** The person and plan link the list belongs to. */
  scopeKey: string;
  list: Notificacao[];
}

export interface NotificationsState {
  notifications: Notificacao[];
  unreadCount: number;
  isLoading: boolean;
  error: string | null;
  /** The title of the last notification that arrived in real time, for the screen-reader announcement. */
  latestArrival: string | null;
  reload: () => void;
  markRead: (ids: number[]) => Promise<boolean>;
  markAllRead: () => Promise<boolean>;
}

/**
 * The effective person's notifications for the chosen plan link (0/0/0 without one), kept up to date by the
 * socket: `newNotification` adds one, `newNotification2` reloads the list (spec §7).
 */
export function useNotifications(): NotificationsState {
  const { effectivePessoa, vinculo, pessoaTarget, isLoading: isPlanLoading } = usePlan();
  const { subscribe } = useSocket();
  const idPessoa = effectivePessoa?.id ?? null;
  const idPlano = vinculo?.plano.id ?? null;
  const scope = idPessoa !== null ? { idPessoa, idPlano: idPlano ?? 0, idCategoria: vinculo?.categoria.id ?? 0, idSituacao: vinculo?.situacao.id ?? 0 } : null;
  // Waiting for the plan context avoids a first load for "no link" followed by one for the link.
  const scopeKey = scope && !isPlanLoading ? `${scope.idPessoa}/${scope.idPlano}/${scope.idCategoria}/${scope.idSituacao}` : null;

  const [loaded, setLoaded] = useState<LoadedList | null>(null);
  const [error, setError] = useState<{ scopeKey: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [latestArrival, setLatestArrival] = useState<string | null>(null);

  useEffect(() => {
    if (!scopeKey) return;
    const [pessoa, plano, categoria, situacao] = scopeKey.split('/').map(Number);
    let isCurrent = true;
    retornarNotificacoes({ idPessoa: pessoa, idPlano: plano, idCategoria: categoria, idSituacao: situacao }).then(
      (list) => {
        if (!isCurrent) return;
        setLoaded({ scopeKey, list: sortNotifications(list) });
        setError(null);
      },
      (reason: unknown) => {
        if (isCurrent) setError({ scopeKey, message: reason instanceof ApiError ? reason.message : TRANSPORT_MESSAGES.unexpected });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [scopeKey, attempt]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);

  // An administrator's socket carries the administrator's own notifications, so while viewing as a person
  // an arrival only triggers a reload of that person's list.
  const isViewingAs = pessoaTarget !== null;
  useEffect(() => {
    const stopAdding = subscribe('newNotification', (incoming) => {
      if (isViewingAs) {
        reload();
        return;
      }
      if (!belongsToPlan(incoming, idPlano)) return;
      setLoaded((current) => (current ? { ...current, list: addNotification(current.list, incoming) } : current));
      setLatestArrival(incoming.titulo);
    });
    const stopReloading = subscribe('newNotification2', reload);
    return () => {
      stopAdding();
      stopReloading();
    };
  }, [subscribe, reload, idPlano, isViewingAs]);

  const notifications = useMemo(() => (loaded && (loaded.scopeKey === scopeKey || scopeKey === null) ? loaded.list : []), [loaded, scopeKey]);
  const currentError = error && error.scopeKey === scopeKey && loaded?.scopeKey !== scopeKey ? error.message : null;

  const markRead = useCallback(
    async (ids: number[]) => {
      if (idPessoa === null || ids.length === 0) return false;
      try {
        await vizualizarNotificacoes(ids, idPessoa);
        setLoaded((current) => (current ? { ...current, list: markAsRead(current.list, ids) } : current));
        return true;
      } catch (reason) {
        toast.error(reason instanceof ApiError ? reason.message : TRANSPORT_MESSAGES.unexpected);
        return false;
      }
    },
    [idPessoa],
  );

  const markAllRead = useCallback(() => markRead(notifications.filter(isUnread).map(({ id }) => id)), [markRead, notifications]);

  return {
    notifications,
    unreadCount: countUnread(notifications),
    isLoading: !currentError && (scopeKey === null ? loaded === null : loaded?.scopeKey !== scopeKey),
    error: currentError,
    latestArrival,
    reload,
    markRead,
    markAllRead,
  };
}
