import { mergeMessages } from './chat';
import type { ChatMessage } from './realtime-events';

/** The state of one open conversation: stored messages plus the ones typed here and not acknowledged yet. */

export interface PendingMessage {
  chaveIdempotencia: string;
  texto: string;
  /** The name of the file going with it, shown while it uploads. */
  nomeArquivo?: string | null;
  criadoEm: string;
  /** 'sending' while it is being sent or retried; 'failed' when the server refused it (a 4xx). */
  state: 'sending' | 'failed';
  error: string | null;
}

export interface ThreadState {
  messages: ChatMessage[];
  pending: PendingMessage[];
}

export type ThreadAction =
  | { type: 'reset' }
  /** Messages from the first load, a catch-up fetch, the socket or an acknowledgement. */
  | { type: 'received'; messages: ChatMessage[] }
  | { type: 'queued'; pending: Omit<PendingMessage, 'state' | 'error'> }
  | { type: 'failed'; chaveIdempotencia: string; error: string }
  | { type: 'discarded'; chaveIdempotencia: string }
  | { type: 'read'; ateId: number; readerIsParticipant: boolean; idLeitor: number; lidaEm: string };

export const EMPTY_THREAD: ThreadState = { messages: [], pending: [] };

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'reset':
      return EMPTY_THREAD;
    case 'received': {
      if (action.messages.length === 0) return state;
      // A stored message replaces its pending copy, whichever arrives first: the socket or the answer to the send.
      const stored = new Set(action.messages.map((message) => message.chaveIdempotencia).filter(Boolean));
      return { messages: mergeMessages(state.messages, action.messages), pending: state.pending.filter((item) => !stored.has(item.chaveIdempotencia)) };
    }
    case 'queued':
      return { ...state, pending: [...state.pending, { ...action.pending, state: 'sending', error: null }] };
    case 'failed':
      return { ...state, pending: state.pending.map((item) => (item.chaveIdempotencia === action.chaveIdempotencia ? { ...item, state: 'failed', error: action.error } : item)) };
    case 'discarded':
      return { ...state, pending: state.pending.filter((item) => item.chaveIdempotencia !== action.chaveIdempotencia) };
    case 'read':
      return { ...state, messages: markReadUpTo(state.messages, action) };
  }
}

/**
 * Mirrors the API's read rule: the participant reads every message not their own; an administrator reads the
 * participant's messages (any administrator answering counts as the fund).
 */
function markReadUpTo(messages: ChatMessage[], read: { ateId: number; readerIsParticipant: boolean; idLeitor: number; lidaEm: string }): ChatMessage[] {
  const isReadBy = (message: ChatMessage) => (read.readerIsParticipant ? message.autor.id !== read.idLeitor : message.autor.admin === 'N');
  return messages.map((message) => (message.id <= read.ateId && message.lidaEm === null && isReadBy(message) ? { ...message, lidaEm: read.lidaEm } : message));
}

/** Whose side of the conversation a message is on, for the viewer: the fund's messages are an administrator's own side. */
export function isOwnSide(message: Pick<ChatMessage, 'autor'>, viewer: { id: number; isAdmin: boolean }): boolean {
  return viewer.isAdmin ? message.autor.admin === 'S' : message.autor.id === viewer.id;
}

/** Whether messages from the other side arrived unread: the cue to mark the open thread read. */
export function hasUnreadFromOtherSide(messages: readonly ChatMessage[], viewer: { id: number; isAdmin: boolean }): boolean {
  return messages.some((message) => message.lidaEm === null && !isOwnSide(message, viewer));
}
