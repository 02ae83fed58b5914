import type { ChatMessage } from './realtime-events';

/** The conversation list kept up to date by the socket's chatMessage and chatRead events. */

export interface ConversationSummary {
  id: number;
  pessoa: { id: number; nome: string };
  naoLidas: number;
  ultimaMensagem: string | null;
  ultimaMensagemEm: string | null;
}

interface Viewer {
  id: number;
  isAdmin: boolean;
}

function isFromOtherSide(message: ChatMessage, viewer: Viewer): boolean {
  return viewer.isAdmin ? message.autor.admin === 'N' : message.autor.id !== viewer.id;
}

/**
 * A new message moves its conversation to the top with the new last message; it counts as unread unless it
 * is the viewer's side or the conversation is open on screen (it is read there at once).
 * Returns null when the conversation is not in the list (a new one): the caller reloads the list.
 */
export function applyIncomingMessage<T extends ConversationSummary>(list: readonly T[], message: ChatMessage, viewer: Viewer, openId: number | null): T[] | null {
  const found = list.find((conversation) => conversation.id === message.idConversa);
  if (!found) return null;
  // The same message may come twice (socket and catch-up); only a newer one changes the summary.
  if (found.ultimaMensagemEm !== null && found.ultimaMensagemEm > message.criadoEm) return [...list];
  const countsAsUnread = isFromOtherSide(message, viewer) && openId !== message.idConversa;
  const updated = { ...found, ultimaMensagem: message.texto, ultimaMensagemEm: message.criadoEm, naoLidas: found.naoLidas + (countsAsUnread ? 1 : 0) };
  return [updated, ...list.filter((conversation) => conversation.id !== message.idConversa)];
}

/** When the viewer's side read a conversation (here or in another tab), its unread count drops to zero. */
export function applyRead<T extends ConversationSummary>(list: readonly T[], read: { idConversa: number; idLeitor: number }, viewer: Viewer): T[] {
  return list.map((conversation) => {
    if (conversation.id !== read.idConversa) return conversation;
    const readerIsParticipant = read.idLeitor === conversation.pessoa.id;
    const isViewerSide = viewer.isAdmin ? !readerIsParticipant : read.idLeitor === viewer.id;
    return isViewerSide ? { ...conversation, naoLidas: 0 } : conversation;
  });
}

/** Administrators look conversations up by the person's name, ignoring case and accents. */
export function filterByPersonName<T extends ConversationSummary>(list: readonly T[], term: string): T[] {
  const normalize = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
  const wanted = normalize(term);
  return wanted ? list.filter((conversation) => normalize(conversation.pessoa.nome).includes(wanted)) : [...list];
}
