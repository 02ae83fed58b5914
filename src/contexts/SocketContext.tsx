import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Router from 'next/router';
import type { ServerToClientEvents } from '@/domain/realtime-events';
import { whenIdle } from '@/services/page-timing';
import { useAuth } from './AuthContext';
import type { PortalSocket } from './socket-connection';

export type { PortalSocket } from './socket-connection';
type EventName = keyof ServerToClientEvents;
type Handler = (...args: unknown[]) => void;

interface SocketContextValue {
  /** The connected socket, or null while signed out or (re)connecting. */
  socket: PortalSocket | null;
  isConnected: boolean;
  /** Listens to one server event for as long as the caller wants; returns the function that stops listening. */
  subscribe: <E extends EventName>(event: E, handler: ServerToClientEvents[E]) => () => void;
}

const SocketContext = createContext<SocketContextValue | null>(null);

export function SocketProvider({ children }: { children: ReactNode }) {
  // The session cookie (HttpOnly) goes with the handshake by itself: the socket follows the signed-in person.
  const { isSignedIn, pessoa } = useAuth();
  const idPessoa = isSignedIn ? (pessoa?.id ?? null) : null;
  const [socket, setSocket] = useState<PortalSocket | null>(null);
  // Handlers live outside the socket so subscriptions survive reconnections and new sessions.
  const handlersRef = useRef(new Map<EventName, Set<Handler>>());

  useEffect(() => {
    // The logout page ends the session at once: a socket opened there would be dropped by the server while its
    // first polls are still in flight, which the browser reports as failed requests (400, unknown session id).
    if (idPessoa === null || Router.pathname === '/logout') return;
    // socket.io-client (~13 kB gzip) and the connection's rules are fetched once signed in and the page is idle: they
    // are not first-load JS, and the page's own scripts and data come first.
    let connection: PortalSocket | null = null;
    let cancelled = false;
    const connect = () =>
      import('./socket-connection').then(
        ({ openPortalSocket }) => {
          if (cancelled) return;
          connection = openPortalSocket({
            onConnected: setSocket,
            onDisconnected: () => setSocket(null),
            onEvent: (event, args) => handlersRef.current.get(event)?.forEach((handler) => handler(...args)),
          });
        },
        // Offline when the chunk was wanted: try again when the browser is back online, as the socket itself would.
        () => window.addEventListener('online', () => void connect(), { once: true }),
      );
    const cancelConnect = whenIdle(() => void connect());
    return () => {
      cancelled = true;
      cancelConnect();
      connection?.removeAllListeners();
      connection?.disconnect();
      setSocket(null);
    };
  }, [idPessoa]);

  const subscribe = useCallback(<E extends EventName>(event: E, handler: ServerToClientEvents[E]) => {
    const handlers = handlersRef.current;
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)!.add(handler as Handler);
    return () => {
      handlers.get(event)?.delete(handler as Handler);
    };
  }, []);

  const value = useMemo(() => ({ socket, isConnected: socket !== null, subscribe }), [socket, subscribe]);
  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}

export function useSocket(): SocketContextValue {
  const context = useContext(SocketContext);
  if (!context) throw new Error('useSocket must be used inside SocketProvider');
  return context;
}
