import { useEffect, useState } from 'react';
import { Plus, RotateCw, Search } from 'lucide-react';
import { filterByPersonName } from '@/domain/chat-list';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { INPUT_CLASSES } from '@/components/ui/TextField';
import { lazyPart } from '@/components/ui/lazy-part';
import type { ConversationsState } from './useConversations';

// The rows (names, last message, dates, avatars) show once the conversations have arrived: their code is fetched
// beside them, from the start.
const ConversationRows = lazyPart(() => import('./ConversationItem').then((module) => module.ConversationRows), 'Carregando conversas');

interface ConversationListProps {
  state: ConversationsState;
  selectedId: number | null;
  /** Administrators see everyone's conversations, the person's name first, and can search by it. */
  isAdminView: boolean;
  onOpen: (id: number) => void;
  /** 'Nova conversa' for participants; null for the administrators' list. */
  newConversation: { onStart: () => void; preload: () => void } | null;
}

export function ConversationList({ state, selectedId, isAdminView, onOpen, newConversation }: ConversationListProps) {
  const [term, setTerm] = useState('');
  const { conversations, error, retry } = state;
  const shown = conversations ? filterByPersonName(conversations, isAdminView ? term : '') : [];
  useEffect(() => ConversationRows.preload(), []);

  return (
    <>
      <div className="border-b border-gray-200 p-4 dark:border-gray-800">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">Conversas</h2>
          {newConversation ? (
            <Button
              variant="secondary"
              onClick={newConversation.onStart}
              onPointerEnter={newConversation.preload}
              onFocus={newConversation.preload}
              icon={<Plus aria-hidden="true" className="size-5" />}
              className="px-3 text-sm"
            >
              Nova conversa
            </Button>
          ) : null}
        </div>
        {isAdminView ? (
          <div className="relative mt-3">
            <label htmlFor="busca-conversas" className="sr-only">
              Buscar conversas pelo nome da pessoa
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500" />
            <input
              id="busca-conversas"
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder="Buscar pelo nome da pessoa"
              className={`${INPUT_CLASSES} border-gray-500 pl-10`}
            />
          </div>
        ) : null}
      </div>
      {/* Focusable so the keyboard scrolls it too (WCAG 2.1.1); the conversations' own buttons come after it. */}
      <div role="region" aria-label="Conversas" tabIndex={0} className="min-h-0 flex-1 overflow-y-auto -outline-offset-4">
        {error ? (
          <div className="space-y-3 p-4">
            <Alert tone="error">Não foi possível carregar as conversas. {error}</Alert>
            <Button variant="secondary" size="sm" icon={<RotateCw aria-hidden="true" className="size-4" />} onClick={retry}>
              Tentar novamente
            </Button>
          </div>
        ) : !conversations ? (
          <div aria-busy="true" aria-label="Carregando conversas" className="space-y-3 p-4">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16 w-full" />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <p className="p-6 text-center text-sm text-gray-700 dark:text-gray-300">
            {conversations.length === 0
              ? isAdminView
                ? 'Nenhuma conversa ainda. Para falar com um participante sobre uma solicitação, use "Abrir chat" na Central de Solicitações.'
                : 'Você ainda não tem conversas. Para falar com o fundo, use "Nova conversa".'
              : 'Nenhuma conversa com esse nome. Confira a grafia e tente novamente.'}
          </p>
        ) : (
          <ConversationRows conversations={shown} selectedId={selectedId} isAdminView={isAdminView} onOpen={onOpen} />
        )}
      </div>
    </>
  );
}
