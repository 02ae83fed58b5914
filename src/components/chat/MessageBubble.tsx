import { Check, CheckCheck, CircleAlert, Clock, Paperclip } from 'lucide-react';
import { MessageAttachment } from './MessageAttachment';
import type { ChatMessage } from '@/domain/realtime-events';
import type { PendingMessage } from '@/domain/chat-thread';
import { formatDateTime } from '@/domain/notifications';
import { Button } from '@/components/ui/Button';

const OWN = 'ml-auto bg-primary text-primary-contrast';
const OTHER = 'mr-auto bg-white text-gray-900 ring-1 ring-gray-900/10 dark:bg-gray-800 dark:text-gray-100 dark:ring-white/10';
const BUBBLE = 'max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-[70%]';

interface MessageBubbleProps {
  message: ChatMessage;
  isOwn: boolean;
  showAuthor: boolean;
}

/** A stored message; the viewer's own show whether the other side has read them. */
export function MessageBubble({ message, isOwn, showAuthor }: MessageBubbleProps) {
  return (
    <li data-testid="chat-message" className={`${BUBBLE} ${isOwn ? OWN : OTHER}`}>
      {showAuthor ? <p className="text-xs font-semibold opacity-90">{message.autor.nome}</p> : null}
      {message.texto ? <p className="break-words whitespace-pre-wrap">{message.texto}</p> : null}
      {message.anexo ? <MessageAttachment anexo={message.anexo} /> : null}
      <p className="mt-1 flex items-center justify-end gap-1 text-xs opacity-90">
        <time dateTime={message.criadoEm}>{formatDateTime(message.criadoEm)}</time>
        {isOwn ? (
          message.lidaEm ? (
            <span className="inline-flex items-center gap-0.5">
              <CheckCheck aria-hidden="true" className="size-4" />
              lida
            </span>
          ) : (
            <span className="inline-flex items-center gap-0.5">
              <Check aria-hidden="true" className="size-4" />
              enviada
            </span>
          )
        ) : null}
      </p>
    </li>
  );
}

interface PendingBubbleProps {
  pending: PendingMessage;
  onResend: (chaveIdempotencia: string) => void;
  onDiscard: (chaveIdempotencia: string) => void;
}

/** A message typed here and not acknowledged yet: "enviando…" while it is (re)sent, the server's refusal otherwise. */
export function PendingBubble({ pending, onResend, onDiscard }: PendingBubbleProps) {
  const hasFailed = pending.state === 'failed';
  return (
    <li data-testid="chat-message" className={`${BUBBLE} ${OWN} ${hasFailed ? 'ring-2 ring-red-700' : 'opacity-80'}`}>
      {pending.texto ? <p className="break-words whitespace-pre-wrap">{pending.texto}</p> : null}
      {pending.nomeArquivo ? (
        <p className="mt-1 flex items-center gap-1 text-sm">
          <Paperclip aria-hidden="true" className="size-4" />
          {pending.nomeArquivo}
        </p>
      ) : null}
      <p className="mt-1 flex items-center justify-end gap-1 text-xs" role={hasFailed ? undefined : 'status'}>
        {hasFailed ? null : (
          <>
            <Clock aria-hidden="true" className="size-4" />
            enviando…
          </>
        )}
      </p>
      {hasFailed ? (
        <div className="mt-2 rounded-lg bg-white p-2 text-sm text-red-800 dark:bg-gray-900 dark:text-red-300">
          <p role="alert" className="flex items-start gap-1">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Não enviada. {pending.error}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => onResend(pending.chaveIdempotencia)}>
              Tentar novamente
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onDiscard(pending.chaveIdempotencia)}>
              Descartar
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
