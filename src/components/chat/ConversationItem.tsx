import { formatDateTime, formatNotificationDate } from '@/domain/notifications';
import type { Conversa } from '@/services/chat';
import { Avatar } from '@/components/ui/Avatar';

/** Who is on the other side of a conversation for the viewer: the person for the fund, the attendant for the person. */
export function otherParty(conversation: Pick<Conversa, 'pessoa' | 'atendente'>, isAdminView: boolean): string {
  if (isAdminView) return conversation.pessoa.nome;
  return conversation.atendente?.nome ?? 'Equipe de atendimento';
}

export function unreadLabel(count: number): string {
  return count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`;
}

interface ConversationItemProps {
  conversation: Conversa;
  isSelected: boolean;
  isAdminView: boolean;
  onOpen: (id: number) => void;
}

export function ConversationItem({ conversation, isSelected, isAdminView, onOpen }: ConversationItemProps) {
  const party = otherParty(conversation, isAdminView);
  const lastAt = conversation.ultimaMensagemEm ?? conversation.criadoEm;
  return (
    <li className="border-b border-gray-100 last:border-b-0 dark:border-gray-800">
      <button
        type="button"
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onOpen(conversation.id)}
        className={`flex min-h-16 w-full items-start gap-3 px-4 py-3 text-left hover:bg-gray-50 focus-visible:-outline-offset-3 dark:hover:bg-gray-800 ${isSelected ? 'bg-primary-soft/60' : ''}`}
      >
        <Avatar name={party} size="md" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="flex-1 truncate font-semibold text-gray-900 dark:text-white">{isAdminView ? party : conversation.assunto}</span>
            <time dateTime={lastAt} title={formatDateTime(lastAt)} className="shrink-0 text-xs text-gray-600 dark:text-gray-400">
              {formatNotificationDate(lastAt)}
            </time>
          </span>
          {/* Administrators look for the person; participants for the subject (the other side is the fund). */}
          <span className="block truncate text-sm text-gray-700 dark:text-gray-300">{isAdminView ? conversation.assunto : party}</span>
          <span className="flex items-center gap-2">
            <span className="flex-1 truncate text-sm text-gray-600 dark:text-gray-400">{conversation.ultimaMensagem ?? 'Sem mensagens ainda'}</span>
            {conversation.naoLidas > 0 ? (
              <span data-testid="conversation-unread" className="flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
                <span aria-hidden="true">{conversation.naoLidas}</span>
                <span className="sr-only">{unreadLabel(conversation.naoLidas)}</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The conversations once they have arrived, newest first (ConversationList). */
export function ConversationRows({ conversations, selectedId, isAdminView, onOpen }: { conversations: Conversa[]; selectedId: number | null; isAdminView: boolean; onOpen: (id: number) => void }) {
  return (
    <ul aria-label="Lista de conversas">
      {conversations.map((conversation) => (
        <ConversationItem key={conversation.id} conversation={conversation} isSelected={conversation.id === selectedId} isAdminView={isAdminView} onOpen={onOpen} />
      ))}
    </ul>
  );
}
