import { useCallback, useRef } from 'react';
import { isRetryableStatus, newIdempotencyKey, retryDelayMs } from '@/domain/chat-delivery';
import type { ThreadAction } from '@/domain/chat-thread';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { uploadAttachment } from '@/services/attachments';
import { enviarMensagem } from '@/services/chat';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends messages so that none is lost or doubled: each one is shown at once as pending, sent with its own
 * idempotency key and retried with the same key (backoff) while the network or the server fails.
 */
export function useMessageSender(idConversa: number | null, dispatchFor: (id: number, action: ThreadAction) => void) {
  // Pending messages by key (text, file and, once uploaded, the attachment's id), for a resend after a refusal.
  const texts = useRef(new Map<string, { idConversa: number; texto: string; file: File | null; idAnexo: number | null }>());

  const deliver = useCallback(
    async (id: number, texto: string, chaveIdempotencia: string) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const pending = texts.current.get(chaveIdempotencia);
          // The file goes first, through the resumable upload; its id then travels with the message, once.
          if (pending?.file && pending.idAnexo === null) pending.idAnexo = await uploadAttachment(pending.file, () => undefined);
          const stored = await enviarMensagem({ idConversa: id, texto, chaveIdempotencia, idAnexo: pending?.idAnexo ?? null });
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
    (texto: string, file: File | null = null) => {
      if (idConversa === null) return;
      const chaveIdempotencia = newIdempotencyKey();
      texts.current.set(chaveIdempotencia, { idConversa, texto, file, idAnexo: null });
      dispatchFor(idConversa, { type: 'queued', pending: { chaveIdempotencia, texto, nomeArquivo: file?.name ?? null, criadoEm: new Date().toISOString() } });
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
      dispatchFor(pending.idConversa, { type: 'queued', pending: { chaveIdempotencia, texto: pending.texto, nomeArquivo: pending.file?.name ?? null, criadoEm: new Date().toISOString() } });
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
