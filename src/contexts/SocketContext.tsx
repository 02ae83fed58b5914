import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Router from 'next/router';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@/domain/realtime-events';
import { whenIdle } from '@/services/page-timing';
import { useAuth } from './AuthContext';

export type PortalSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
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

/** Reconnection settings of spec §9. */
const CONNECTION_OPTIONS = {
  path: '/socket.io',
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

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
    // socket.io-client (~13 kB gzip) is fetched once signed in and the page is idle: it is not first-load JS, and the
    // page's own scripts and data come first.
    let connection: PortalSocket | null = null;
    let cancelled = false;
    const connect = () =>
      import('socket.io-client').then(
        ({ io }) => {
          if (cancelled) return;
          const socket = io(CONNECTION_OPTIONS);
          connection = socket;
          // Only the 'logout' event ends the session. An instance that shuts down closes the transport ('transport
          // close'), after which socket.io reconnects by itself, through the load balancer to another instance, with
          // the session cookie. One running older code disconnects the socket instead ('io server disconnect'), after
          // which socket.io never reconnects: so the socket reconnects itself then, unless that was a logout.
          let isLoggedOut = false;
          socket.on('connect', () => setSocket(socket));
          socket.on('disconnect', (reason) => {
            setSocket(null);
            if (reason === 'io server disconnect' && !isLoggedOut) socket.connect();
          });
          socket.on('logout', () => {
            isLoggedOut = true;
            if (Router.pathname !== '/logout') void Router.push('/logout');
          });
          socket.onAny((event: EventName, ...args: unknown[]) => {
            handlersRef.current.get(event)?.forEach((handler) => handler(...args));
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
