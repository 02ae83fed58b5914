import { useCallback, useRef } from 'react';
import { isRetryableStatus, newIdempotencyKey, retryDelayMs } from '@/domain/chat-delivery';
import type { ThreadAction } from '@/domain/chat-thread';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { enviarMensagem } from '@/services/chat';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends messages so that none is lost or doubled: each one is shown at once as pending, sent with its own
 * idempotency key and retried with the same key (backoff) while the network or the server fails.
 */
export function useMessageSender(idConversa: number | null, dispatchFor: (id: number, action: ThreadAction) => void) {
  // The texts of pending messages by key, for a resend after a refusal.
  const texts = useRef(new Map<string, { idConversa: number; texto: string }>());

  const deliver = useCallback(
    async (id: number, texto: string, chaveIdempotencia: string) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const stored = await enviarMensagem({ idConversa: id, texto, chaveIdempotencia });
          texts.current.delete(chaveIdempotencia);
          dispatchFor(id, { type: 'received', messages: [stored] });
          return;
        } catch (reason) {
          const error = reason instanceof ApiError ? reason : new ApiError(0, TRANSPORT_MESSAGES.unexpected);
          if (!isRetryableStatus(error.status)) {
            dispatchFor(id, { type: 'failed', chaveIdempotencia, error: error.message });
            return;
          }
          await wait(retryDelayMs(attempt));
        }
      }
    },
    [dispatchFor],
  );

  const send = useCallback(
    (texto: string) => {
      if (idConversa === null) return;
      const chaveIdempotencia = newIdempotencyKey();
      texts.current.set(chaveIdempotencia, { idConversa, texto });
      dispatchFor(idConversa, { type: 'queued', pending: { chaveIdempotencia, texto, criadoEm: new Date().toISOString() } });
      void deliver(idConversa, texto, chaveIdempotencia);
    },
    [idConversa, deliver, dispatchFor],
  );

  const resend = useCallback(
    (chaveIdempotencia: string) => {
      const pending = texts.current.get(chaveIdempotencia);
      if (!pending) return;
      // Removed and queued again under the same key: the server still stores it at most once.
      dispatchFor(pending.idConversa, { type: 'discarded', chaveIdempotencia });
      dispatchFor(pending.idConversa, { type: 'queued', pending: { chaveIdempotencia, texto: pending.texto, criadoEm: new Date().toISOString() } });
      void deliver(pending.idConversa, pending.texto, chaveIdempotencia);
    },
    [deliver, dispatchFor],
  );

  const discard = useCallback(
    (chaveIdempotencia: string) => {
      const pending = texts.current.get(chaveIdempotencia);
      texts.current.delete(chaveIdempotencia);
      if (pending) dispatchFor(pending.idConversa, { type: 'discarded', chaveIdempotencia });
    },
    [dispatchFor],
  );

  return { send, resend, discard };
}
