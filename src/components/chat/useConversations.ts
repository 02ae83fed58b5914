import { useCallback, useEffect, useRef, useState } from 'react';
import { applyIncomingMessage, applyRead } from '@/domain/chat-list';
import { useSocket } from '@/contexts/SocketContext';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { retornarConversas, type Conversa } from '@/services/chat';

export interface ConversationsState {
  conversations: Conversa[] | null;
  error: string | null;
  retry: () => void;
}

interface Options {
  /** The participant's own id; null for an administrator, who gets every conversation. */
  idPessoa: number | null;
  viewer: { id: number; isAdmin: boolean } | null;
  /** The conversation open on screen: its new messages are read there, so they do not count as unread. */
  openId: number | null;
}

/** The conversation list, updated live by chatMessage/chatRead and reloaded after every reconnection. */
export function useConversations({ idPessoa, viewer, openId }: Options): ConversationsState {
  const { subscribe, isConnected } = useSocket();
  const [conversations, setConversations] = useState<Conversa[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const viewerId = viewer?.id ?? null;
  const isAdmin = viewer?.isAdmin ?? false;

  useEffect(() => {
    if (viewerId === null) return;
    let isCurrent = true;
    retornarConversas(idPessoa).then(
      (list) => {
        if (!isCurrent) return;
        setConversations(list);
        setError(null);
      },
      (reason: unknown) => {
        if (isCurrent) setError(reason instanceof ApiError ? reason.message : TRANSPORT_MESSAGES.unexpected);
      },
    );
    return () => {
      isCurrent = false;
    };
    // A (re)connection reloads the list: counts and last messages may have changed while offline.
  }, [idPessoa, viewerId, attempt, isConnected]);

  // The socket and a catch-up may bring the same message: each one is counted once.
  const countedIds = useRef(new Set<number>());
  const openIdRef = useRef(openId);
  useEffect(() => {
    openIdRef.current = openId;
  }, [openId]);

  useEffect(() => {
    if (viewerId === null) return;
    const who = { id: viewerId, isAdmin };
    const stopMessages = subscribe('chatMessage', (message) => {
      if (countedIds.current.has(message.id)) return;
      countedIds.current.add(message.id);
      setConversations((current) => {
        if (!current) return current;
        const updated = applyIncomingMessage(current, message, who, openIdRef.current);
        // A conversation this page has not seen yet (just opened by someone): the list is reloaded, after this update.
        if (!updated) queueMicrotask(retry);
        return updated ?? current;
      });
    });
    const stopReads = subscribe('chatRead', (read) => setConversations((current) => (current ? applyRead(current, read, who) : current)));
    return () => {
      stopMessages();
      stopReads();
    };
  }, [subscribe, viewerId, isAdmin, retry]);

  return { conversations, error: conversations ? null : error, retry };
}
