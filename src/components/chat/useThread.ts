import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { afterDisconnection, afterFetch, afterLiveMessage, INITIAL_CURSOR } from '@/domain/chat-cursor';
import { EMPTY_THREAD, hasUnreadFromOtherSide, threadReducer, type ThreadAction, type ThreadState } from '@/domain/chat-thread';
import { useSocket } from '@/contexts/SocketContext';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { marcarMensagensLidas, retornarMensagens } from '@/services/chat';
import { useMessageSender } from './useMessageSender';
import { usePageVisible } from './usePageVisible';

export interface ThreadView extends ThreadState {
  isLoading: boolean;
  error: string | null;
  retry: () => void;
  send: (texto: string, file: File | null) => void;
  resend: (chaveIdempotencia: string) => void;
  discard: (chaveIdempotencia: string) => void;
}

interface Options {
  idConversa: number | null;
  viewer: { id: number; isAdmin: boolean };
  /** The conversation's participant, to tell which side a read event comes from; null until the list has it. */
  idPessoaDaConversa: number | null;
}

/**
 * One open conversation: loads its messages, takes new ones from the socket, and after every (re)connection
 * asks for those after its catch-up cursor (see chat-cursor.ts), so nothing sent during a disconnection is lost.
 */
export function useThread({ idConversa, viewer, idPessoaDaConversa }: Options): ThreadView {
  const { subscribe, isConnected } = useSocket();
  const [state, dispatchRaw] = useReducer(threadReducer, EMPTY_THREAD);
  const [loaded, setLoaded] = useState<{ id: number; error: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const openIdRef = useRef(idConversa);
  useEffect(() => {
    openIdRef.current = idConversa;
  });

  // Only what belongs to the conversation on screen reaches its state (a late answer may be for another one).
  const dispatchFor = useCallback((id: number, action: ThreadAction) => {
    if (openIdRef.current === id) dispatchRaw(action);
  }, []);

  const [shownId, setShownId] = useState(idConversa);
  if (shownId !== idConversa) {
    setShownId(idConversa);
    dispatchRaw({ type: 'reset' });
  }

  const cursor = useRef(INITIAL_CURSOR);
  useEffect(() => {
    if (!isConnected) cursor.current = afterDisconnection(cursor.current);
  }, [isConnected]);

  const isLoadedHere = loaded?.id === idConversa && loaded.error === null;
  useEffect(() => {
    if (idConversa === null || (isLoadedHere && !isConnected)) return;
    let isCurrent = true;
    if (!isLoadedHere) cursor.current = INITIAL_CURSOR;
    retornarMensagens(idConversa, cursor.current.upTo).then(
      (messages) => {
        if (!isCurrent) return;
        cursor.current = afterFetch(cursor.current, messages.map(({ id }) => id));
        dispatchFor(idConversa, { type: 'received', messages });
        setLoaded({ id: idConversa, error: null });
      },
      (reason: unknown) => {
        // A failed catch-up keeps what is on screen; the next reconnection tries again.
        if (isCurrent && !isLoadedHere) setLoaded({ id: idConversa, error: reason instanceof ApiError ? reason.message : TRANSPORT_MESSAGES.unexpected });
      },
    );
    return () => {
      isCurrent = false;
    };
    // isLoadedHere is read, not watched: a first load must not trigger a catch-up right after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idConversa, isConnected, attempt, dispatchFor]);

  useEffect(() => {
    const stopMessages = subscribe('chatMessage', (message) => {
      if (message.idConversa !== openIdRef.current) return;
      cursor.current = afterLiveMessage(cursor.current, message.id);
      dispatchFor(message.idConversa, { type: 'received', messages: [message] });
    });
    const stopReads = subscribe('chatRead', (read) =>
      dispatchFor(read.idConversa, { type: 'read', ateId: read.ateId, idLeitor: read.idLeitor, readerIsParticipant: read.idLeitor === idPessoaDaConversa, lidaEm: new Date().toISOString() }),
    );
    return () => {
      stopMessages();
      stopReads();
    };
  }, [subscribe, dispatchFor, idPessoaDaConversa]);

  useMarkRead(idConversa, state, viewer, isLoadedHere, dispatchFor);
  const sender = useMessageSender(idConversa, dispatchFor);

  return {
    ...state,
    isLoading: idConversa !== null && loaded?.id !== idConversa,
    error: loaded?.id === idConversa ? loaded.error : null,
    retry: () => setAttempt((value) => value + 1),
    ...sender,
  };
}

/** Marks the other side's messages read while the thread is open and the page is visible. */
function useMarkRead(idConversa: number | null, state: ThreadState, viewer: { id: number; isAdmin: boolean }, isLoaded: boolean, dispatchFor: (id: number, action: ThreadAction) => void) {
  const isVisible = usePageVisible();
  const isMarking = useRef(false);
  const needsMarking = idConversa !== null && isLoaded && isVisible && hasUnreadFromOtherSide(state.messages, viewer);
  const { id: viewerId, isAdmin } = viewer;
  useEffect(() => {
    if (!needsMarking || idConversa === null || isMarking.current) return;
    isMarking.current = true;
    marcarMensagensLidas(idConversa)
      .then(({ ateId }) => dispatchFor(idConversa, { type: 'read', ateId, idLeitor: viewerId, readerIsParticipant: !isAdmin, lidaEm: new Date().toISOString() }))
      // Reading is not worth bothering the user about: the next message or visit marks them again.
      .catch(() => undefined)
      .finally(() => {
        isMarking.current = false;
      });
  }, [needsMarking, idConversa, viewerId, isAdmin, dispatchFor, state.messages]);
}
