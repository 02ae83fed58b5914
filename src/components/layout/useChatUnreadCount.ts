import { useEffect, useState } from 'react';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { useSocket } from '@/contexts/SocketContext';
import { retornarTotalNaoLidas } from '@/services/chat';

// Many messages in a burst (an administrator's socket carries every conversation's) make one request.
const RELOAD_DELAY_MS = 400;

/**
 * The unread chat messages addressed to the person on screen, for the top bar's badge: fetched once the page is
 * painted (the API client waits for that), again after every chatMessage / chatRead and every reconnection.
 * Null until known or when it cannot be fetched (no badge rather than a wrong one).
 */
export function useChatUnreadCount(isEnabled: boolean): number | null {
  const { pessoa } = useAuth();
  const { effectivePessoa, isActingAsAdmin, isLoading } = usePlan();
  const { subscribe, isConnected } = useSocket();
  const [count, setCount] = useState<{ scope: string; value: number } | null>(null);
  const [version, setVersion] = useState(0);
  // The same conversations as the chat page: an administrator's all, anyone else's (or the person viewed as) their own.
  const idPessoa = isActingAsAdmin ? null : (effectivePessoa?.id ?? null);
  const scope = isEnabled && pessoa && !isLoading && (isActingAsAdmin || idPessoa !== null) ? `${pessoa.id}:${idPessoa ?? 'todos'}` : null;

  useEffect(() => {
    if (!scope) return;
    let isCurrent = true;
    retornarTotalNaoLidas(idPessoa).then(
      ({ naoLidas }) => {
        if (isCurrent) setCount({ scope, value: naoLidas });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [scope, idPessoa, version, isConnected]);

  useEffect(() => {
    if (!scope) return;
    let timer: number | undefined;
    const reload = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setVersion((value) => value + 1), RELOAD_DELAY_MS);
    };
    const stopMessages = subscribe('chatMessage', reload);
    const stopReads = subscribe('chatRead', reload);
    return () => {
      window.clearTimeout(timer);
      stopMessages();
      stopReads();
    };
  }, [scope, subscribe]);

  return count && count.scope === scope ? count.value : null;
}
