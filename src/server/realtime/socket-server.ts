import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { RedisConnections } from './redis';
import type { FastifyBaseLogger } from 'fastify';
import { isSameHost, sessionTokenFromCookies, type AuthenticatedPerson, type SessionLookup } from '../plugins/authentication';
import {
  ADMINS_ROOM,
  personRoom,
  sessionRoom,
  SOCKET_SESSION_REFUSED,
  type ClientToServerEvents,
  type LogoutReason,
  type ServerToClientEvents,
} from '@/domain/realtime-events';

interface SocketData {
  auth: AuthenticatedPerson;
}

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** What the modules may do in real time, without knowing socket.io. */
export interface RealtimeHub {
  toPerson<E extends keyof ServerToClientEvents>(idPessoa: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** The same event to many people at once (one emit over all their rooms). */
  toPeople<E extends keyof ServerToClientEvents>(idsPessoa: number[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Every administrator's open sockets (they all see every conversation). */
  toAdmins<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Tell the sessions' sockets to log out, then cut them off: socket.io checks auth only once per connection. */
  endSessions(idsSessao: number[], reason: LogoutReason): void;
  /** Closes every socket's connection so that its client reconnects (elsewhere): not a logout. */
  close(): Promise<void>;
}

/** The host the browser addressed: X-Forwarded-Host behind a trusted proxy, else Host. */
function handshakeHost(headers: Record<string, string | string[] | undefined>, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? headers['x-forwarded-host'] : undefined;
  const value = forwarded ?? headers.host;
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0].trim();
}

export function createSocketServer(
  httpServer: HttpServer,
  findActiveSession: SessionLookup,
  log: FastifyBaseLogger,
  redis: RedisConnections | null,
  options: { trustProxy: boolean } = { trustProxy: false },
): { io: SocketServer; hub: RealtimeHub } {
  const io: SocketServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // Other upgrades (Next's hot reload in development) belong to someone else.
    destroyUpgrade: false,
  });
  // With several instances, an event emitted on one reaches the sockets held by the others.
  if (redis) io.adapter(redis.socketAdapter);

  io.use(async (socket, next) => {
    const { headers } = socket.handshake;
    // Other clients send the token in the handshake; the web cannot read it and relies on its HttpOnly cookie.
    const handshakeToken = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const cookieToken = handshakeToken ? null : sessionTokenFromCookies(headers.cookie);
    const token = handshakeToken ?? cookieToken;
    // A page of another origin must not ride the cookie (cross-site WebSocket hijacking): browsers always send
    // Origin with a WebSocket and with a cross-origin request; a same-origin polling request may come without one.
    if (cookieToken && headers.origin !== undefined && !isSameHost(headers.origin, handshakeHost(headers, options.trustProxy))) {
      log.warn({ origin: headers.origin }, 'socket with the session cookie from another origin refused');
      return next(new Error('Origem não permitida.'));
    }
    try {
      const auth = token ? await findActiveSession(token) : null;
      if (!auth) return next(new Error(SOCKET_SESSION_REFUSED));
      socket.data.auth = auth;
      next();
    } catch (error) {
      log.error({ err: error }, 'socket authentication failed');
      next(new Error('Não foi possível validar a sessão.'));
    }
  });

  io.on('connection', (socket) => {
    const { auth } = socket.data;
    void socket.join([personRoom(auth.pessoa.id), sessionRoom(auth.idSessao)]);
    if (auth.isAdmin) void socket.join(ADMINS_ROOM);
  });

  const hub: RealtimeHub = {
    toPerson(idPessoa, event, ...args) {
      io.to(personRoom(idPessoa)).emit(event, ...args);
    },
    toPeople(idsPessoa, event, ...args) {
      if (idsPessoa.length) io.to(idsPessoa.map(personRoom)).emit(event, ...args);
    },
    toAdmins(event, ...args) {
      io.to(ADMINS_ROOM).emit(event, ...args);
    },
    endSessions(idsSessao, reason) {
      for (const idSessao of idsSessao) {
        const room = sessionRoom(idSessao);
        io.to(room).emit('logout', { reason });
        // Let the event leave before the connection goes.
        setTimeout(() => io.in(room).disconnectSockets(true), 50).unref();
      }
    },
    async close() {
      // The HTTP server is Fastify's to close; here only the connections end. Closing the transports (not
      // disconnectSockets, which a client takes as 'io server disconnect' and never reconnects after) makes each
      // client see 'transport close' and reconnect on its own: to another instance when this one shuts down.
      io.engine.close();
    },
  };
  return { io, hub };
}
