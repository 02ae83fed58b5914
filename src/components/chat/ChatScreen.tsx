import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/AuthContext';
import { usePlan } from '@/contexts/PlanContext';
import { lazyPart } from '@/components/ui/lazy-part';
import { ConversationList } from './ConversationList';
import { useConversations } from './useConversations';

// The dialog, its form (and yup) arrive when 'Nova conversa' is pointed at or pressed: most visits only read and
// answer. The thread arrives right after the page, fetched while the list loads: /chat's first load stays within its budget.
const ChatThread = lazyPart(() => import('./ChatThread').then((module) => module.ChatThread), 'Carregando a conversa');
const NewConversationDialog = lazyPart(() => import('./NewConversationDialog').then((module) => module.NewConversationDialog), 'Carregando o formulário');

function parseId(value: string | string[] | undefined): number | null {
  const id = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The list of conversations and the open one side by side; on narrow screens they are two screens, the
 * thread replacing the list while `idConversa` is in the address (spec §2.1), with a way back.
 */
export function ChatScreen() {
  const router = useRouter();
  const { pessoa, isAdmin } = useAuth();
  const { effectivePessoa, isActingAsAdmin, vinculo } = usePlan();
  const [isCreating, setIsCreating] = useState(false);
  useEffect(() => ChatThread.preload(), []);
  const idConversa = router.isReady ? parseId(router.query.idConversa) : null;
  const viewer = useMemo(() => (pessoa ? { id: pessoa.id, isAdmin } : null), [pessoa, isAdmin]);
  // Participants (and administrators viewing as one) see that person's conversations; administrators all.
  const idPessoa = isActingAsAdmin ? null : (effectivePessoa?.id ?? null);
  const list = useConversations({ idPessoa, viewer: isActingAsAdmin || idPessoa !== null ? viewer : null, openId: idConversa });
  const selected = list.conversations?.find((conversation) => conversation.id === idConversa) ?? null;

  const open = (id: number) => void router.push({ pathname: '/chat', query: { idConversa: id } }, undefined, { shallow: true });
  const back = () => void router.push('/chat', undefined, { shallow: true });
  const onCreated = (id: number) => {
    setIsCreating(false);
    list.retry();
    open(id);
  };
  // Participants (and administrators viewing as one) start conversations; the administrators' own start from a request.
  const newConversation = idPessoa !== null ? { onStart: () => setIsCreating(true), preload: NewConversationDialog.preload } : null;

  return (
    <div className="flex h-[calc(100dvh-19rem)] min-h-[28rem] overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <div className={`w-full flex-col border-gray-200 md:flex md:w-80 md:shrink-0 md:border-r dark:border-gray-800 ${idConversa ? 'hidden' : 'flex'}`}>
        <ConversationList state={list} selectedId={idConversa} isAdminView={isActingAsAdmin} onOpen={open} newConversation={newConversation} />
      </div>
      <div className={`min-w-0 flex-1 flex-col md:flex ${idConversa ? 'flex' : 'hidden'}`}>
        {idConversa && viewer ? (
          <ChatThread key={idConversa} idConversa={idConversa} conversation={selected} viewer={viewer} onBack={back} />
        ) : (
          <p className="m-auto max-w-sm px-6 text-center text-gray-700 dark:text-gray-300">Escolha uma conversa na lista para ler e responder as mensagens.</p>
        )}
      </div>
      {idPessoa !== null && isCreating ? (
        <NewConversationDialog idPessoa={idPessoa} idPlano={vinculo?.plano.id ?? null} onCreated={onCreated} onClose={() => setIsCreating(false)} />
      ) : null}
    </div>
  );
}
