/** Chat rules shared by the web and the API. */
import { NOTIFICATION_BADGE_MAX } from './constants';

/** The first message of an administrator's chat about a request (spec §6: a problem was found). */
export function requestProblemMessage(protocolo: string): string {
  return `Olá! Encontramos um problema na sua solicitação de protocolo ${protocolo}. Pode nos ajudar a resolvê-lo por aqui?`;
}

/** Subject of a conversation opened about a request, by the participant ("ask for help") or an administrator. */
export function requestConversationSubject(protocolo: string, funcionalidade: string): string {
  return `Solicitação ${protocolo} · ${funcionalidade}`;
}

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CONVERSATION_SUBJECT_MAX_LENGTH = 200;

/** The highest message id seen, from which a reconnecting client asks for what it missed. */
export function lastMessageId(messages: ReadonlyArray<{ id: number }>): number {
  return messages.reduce((highest, message) => Math.max(highest, message.id), 0);
}

/** Adds messages by id, once each, in id order: a live event and a catch-up fetch may bring the same message. */
export function mergeMessages<T extends { id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The top bar's chat entry: its accessible name carries the unread count the badge shows (capped like the bell's). */
export function chatEntryLabel(unread: number, max = NOTIFICATION_BADGE_MAX): string {
  if (unread <= 0) return 'Chat';
  if (unread === 1) return 'Chat, 1 mensagem não lida';
  return `Chat, ${unread > max ? `mais de ${max}` : unread} mensagens não lidas`;
}
