import Router from 'next/router';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_SESSION_REFUSED, type ClientToServerEvents, type ServerToClientEvents } from '@/domain/realtime-events';

export type PortalSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

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

interface SocketListeners {
  onConnected: (socket: PortalSocket) => void;
  onDisconnected: () => void;
  onEvent: (event: keyof ServerToClientEvents, args: unknown[]) => void;
}

/**
 * Opens the signed-in person's socket (the session cookie, HttpOnly, goes with the handshake). Loaded with
 * socket.io-client once someone is signed in, so no page carries it in its first load.
 */
export function openPortalSocket({ onConnected, onDisconnected, onEvent }: SocketListeners): PortalSocket {
  const socket: PortalSocket = io(CONNECTION_OPTIONS);
  // Only the 'logout' event ends the session. An instance that shuts down closes the transport ('transport close'),
  // after which socket.io reconnects by itself, through the load balancer to another instance, with the session
  // cookie. One running older code disconnects the socket instead ('io server disconnect'), after which socket.io
  // never reconnects: so the socket reconnects itself then, unless that was a logout.
  let isLoggedOut = false;
  socket.on('connect', () => onConnected(socket));
  socket.on('disconnect', (reason) => {
    onDisconnected();
    if (reason === 'io server disconnect' && !isLoggedOut) socket.connect();
  });
  const endSession = () => {
    isLoggedOut = true;
    if (Router.pathname !== '/logout') void Router.push('/logout');
  };
  socket.on('logout', endSession);
  // A handshake the server refuses is never retried by socket.io (`active` is false). The session ended while this
  // page was not connected (a logout elsewhere during a reconnection, or an expiry): end it here too.
  socket.on('connect_error', (error) => {
    if (!socket.active && error.message === SOCKET_SESSION_REFUSED) endSession();
  });
  socket.onAny((event: keyof ServerToClientEvents, ...args: unknown[]) => onEvent(event, args));
  return socket;
}
