import { useEffect, useRef } from 'react';
import { ArrowLeft, RotateCw } from 'lucide-react';
import type { Conversa } from '@/services/chat';
import { isOwnSide } from '@/domain/chat-thread';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { otherParty } from './ConversationItem';
import { MessageBubble, PendingBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import { useThread } from './useThread';

interface ChatThreadProps {
  idConversa: number;
  /** The conversation from the list; null while the list loads (or when it is not in it). */
  conversation: Conversa | null;
  viewer: { id: number; isAdmin: boolean };
  onBack: () => void;
}

export function ChatThread({ idConversa, conversation, viewer, onBack }: ChatThreadProps) {
  const thread = useThread({ idConversa, viewer, idPessoaDaConversa: conversation?.pessoa.id ?? null });
  const endRef = useRef<HTMLDivElement>(null);
  const count = thread.messages.length + thread.pending.length;
  // The newest message stays in view as messages arrive.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  return (
    <section aria-label="Mensagens da conversa" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-gray-200 px-2 py-2 sm:px-4 dark:border-gray-800">
        <button
          type="button"
          onClick={onBack}
          aria-label="Voltar para as conversas"
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
        >
          <ArrowLeft aria-hidden="true" className="size-6" />
        </button>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-gray-900 dark:text-white">{conversation?.assunto ?? 'Conversa'}</h2>
          {conversation ? (
            <p className="truncate text-sm text-gray-700 dark:text-gray-300">
              {otherParty(conversation, viewer.isAdmin)}
              {conversation.plano ? ` · ${conversation.plano.nome}` : ''}
            </p>
          ) : null}
        </div>
      </header>
      {/* Focusable with a name, so the keyboard scrolls the history (axe scrollable-region-focusable, WCAG 2.1.1). */}
      <div
        role="region"
        aria-label="Histórico de mensagens"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-gray-50 px-3 py-4 -outline-offset-4 sm:px-6 dark:bg-gray-950"
        aria-busy={thread.isLoading || undefined}
      >
        {thread.isLoading ? (
          <div className="space-y-3" aria-label="Carregando mensagens">
            <Skeleton className="h-14 w-2/3" />
            <Skeleton className="ml-auto h-14 w-1/2" />
            <Skeleton className="h-14 w-3/5" />
          </div>
        ) : thread.error ? (
          <div className="space-y-3">
            <Alert tone="error">Não foi possível carregar as mensagens. {thread.error}</Alert>
            <Button variant="secondary" size="sm" icon={<RotateCw aria-hidden="true" className="size-4" />} onClick={thread.retry}>
              Tentar novamente
            </Button>
          </div>
        ) : count === 0 ? (
          <p className="mt-8 text-center text-gray-700 dark:text-gray-300">Nenhuma mensagem ainda. Escreva a primeira abaixo.</p>
        ) : (
          <ol aria-label="Mensagens" className="space-y-3">
            {thread.messages.map((message) => (
              <MessageBubble key={message.id} message={message} isOwn={isOwnSide(message, viewer)} showAuthor={viewer.isAdmin || !isOwnSide(message, viewer)} />
            ))}
            {thread.pending.map((pending) => (
              <PendingBubble key={pending.chaveIdempotencia} pending={pending} onResend={thread.resend} onDiscard={thread.discard} />
            ))}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      <MessageComposer onSend={thread.send} isDisabled={thread.isLoading || thread.error !== null} />
    </section>
  );
}
