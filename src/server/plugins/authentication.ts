import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { parseCookie, stringifySetCookie } from 'cookie';
import { COOKIE, CSRF_HEADER } from '@/domain/constants';
import type { RepresentationKind, RepresentationPowers } from '@/domain/representatives';
import type { DatabaseHandle } from '../db/client';
import { prepareHotQuery } from '../db/hot-query';
import { pessoa } from '../db/schema/people';
import { sessao } from '../db/schema/auth';
import { redactUrl } from '../logging';
import { HttpError, MESSAGES } from '../http-error';

export interface AuthenticatedPerson {
  idSessao: number;
  pessoa: { id: number; nome: string; admin: 'S' | 'N' };
  isAdmin: boolean;
  /** An administrator viewing the portal as this participant (X-Pessoa-Alvo, verified by plugins/access.ts). */
  idPessoaAlvo?: number;
  /** A legal representative acting for idPessoaAlvo: the approved representation in validity, checked per request. */
  representacao?: { id: number; tipo: RepresentationKind; poderes: RepresentationPowers };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedPerson | null;
  }
  interface FastifyReply {
    /** Sets the HttpOnly session cookie (login.token) for a new session. */
    setSessionCookie: (token: string) => FastifyReply;
    /** Clears it (Max-Age=0). */
    clearSessionCookie: () => FastifyReply;
  }
  interface FastifyInstance {
    /** preHandler: a valid session (Bearer header, or the session cookie with the CSRF checks on writes) or 401/403. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: an administrator's session or 401/403. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Looks a token up on every authenticated call, in the database each time (a revoked session is refused at once): a
 * hot query (db/hot-query.ts), prepared once, so neither drizzle nor PostgreSQL redo their work per request.
 */
export function createSessionLookup(database: DatabaseHandle) {
  const query = prepareHotQuery(
    database,
    'sessao_ativa',
    database.db
      .select({ idSessao: sessao.id, id: pessoa.id, nome: pessoa.nome, admin: pessoa.admin })
      .from(sessao)
      .innerJoin(pessoa, eq(pessoa.id, sessao.idPessoa))
      .where(and(eq(sessao.tokenHash, sql.placeholder('tokenHash')), isNull(sessao.revogadoEm), gt(sessao.expiraEm, sql`now()`)))
      .limit(1),
  );
  return async function findActiveSession(token: string): Promise<AuthenticatedPerson | null> {
    const [row] = await query({ tokenHash: hashToken(token) });
    if (!row) return null;
    return { idSessao: row.idSessao, pessoa: { id: row.id, nome: row.nome, admin: row.admin }, isAdmin: row.admin === 'S' };
  };
}

export type SessionLookup = ReturnType<typeof createSessionLookup>;

export const CSRF_MESSAGE = 'Pedido recusado por segurança: ele não partiu do portal. Recarregue a página e tente de novo.';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;
/** Methods that change nothing; every other one is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(header: string): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match ? match[1] : null;
}

/** The session token of a Cookie header (login.token), or null. */
export function sessionTokenFromCookies(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const token = parseCookie(cookieHeader)[COOKIE.token];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * Whether an Origin (or Referer) names the host the request was sent to: `host` is the Host header, or
 * X-Forwarded-Host behind a trusted proxy. Only host and port are compared: behind a proxy that ends TLS without
 * TRUST_PROXY the server sees http while the page is https.
 */
export function isSameHost(originOrReferer: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const url = new URL(originOrReferer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    // Read the Host the same way, so that a default port written out ('portal.example:443') still matches.
    return new URL(`${url.protocol}//${host}`).host === url.host;
  } catch {
    return false; // 'null' (a sandboxed frame, a file) and anything unparsable
  }
}

/**
 * CSRF defence for a write authenticated by the cookie (a Bearer header cannot be added by another site): the
 * browser's Origin, or its Referer when it sent no Origin, must name this server, and the portal's custom header must
 * be there (a form or a link on another site cannot send one, and a script there would need CORS, which this API
 * never grants). SameSite=Strict already keeps the cookie off requests from other sites; this also covers a
 * same-site neighbour (another subdomain) and browsers that ignore SameSite.
 */
function assertSameOriginWrite(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const customHeader = request.headers[CSRF_HEADER.name.toLowerCase()];
  const source = request.headers.origin ?? request.headers.referer;
  if (customHeader !== CSRF_HEADER.value || !source || !isSameHost(source, request.host)) {
    request.log.warn({ method: request.method, url: redactUrl(request.url), origin: request.headers.origin ?? null, hasCustomHeader: Boolean(customHeader) }, 'cookie write refused (CSRF)');
    throw new HttpError(403, CSRF_MESSAGE);
  }
}

interface SessionCookieOptions {
  sessionTtlSeconds: number;
}

/** The Set-Cookie of the session token: HttpOnly, SameSite=Strict, Path=/, Secure over HTTPS, for the session's lifetime. */
export function sessionCookie(token: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return stringifySetCookie({
    name: COOKIE.token,
    value: token,
    maxAge: options.maxAgeSeconds,
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
  });
}

export function registerAuthentication(app: FastifyInstance, findActiveSession: SessionLookup, cookieOptions: SessionCookieOptions) {
  app.decorateRequest('auth', null);

  const isHttps = (request: FastifyRequest) => request.protocol === 'https';
  const clearingCookie = (request: FastifyRequest) => sessionCookie('', { maxAgeSeconds: 0, secure: isHttps(request) });

  app.decorateReply('setSessionCookie', function setSessionCookie(this: FastifyReply, token: string) {
    return this.header('set-cookie', sessionCookie(token, { maxAgeSeconds: cookieOptions.sessionTtlSeconds, secure: isHttps(this.request) }));
  });
  app.decorateReply('clearSessionCookie', function clearSessionCookie(this: FastifyReply) {
    return this.header('set-cookie', clearingCookie(this.request));
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    // A client that sends the header means it (a wrong one is a 401, not a fall back to the cookie).
    const header = request.headers.authorization;
    if (header) {
      const token = bearerToken(header);
      const auth = token ? await findActiveSession(token) : null;
      if (!auth) throw new HttpError(401, MESSAGES.unauthenticated);
      request.auth = auth;
      return;
    }
    const token = sessionTokenFromCookies(request.headers.cookie);
    if (!token) throw new HttpError(401, MESSAGES.unauthenticated);
    assertSameOriginWrite(request);
    const auth = await findActiveSession(token);
    // A dead cookie (expired, revoked, from an older database) is dropped with the 401.
    if (!auth) throw new HttpError(401, MESSAGES.unauthenticated, { 'Set-Cookie': clearingCookie(request) });
    request.auth = auth;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.auth?.isAdmin) throw new HttpError(403, MESSAGES.adminOnly);
  });
}

/** The signed-in person; only for handlers behind `authenticate`. */
export function currentAuth(request: FastifyRequest): AuthenticatedPerson {
  if (!request.auth) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.auth;
}

/** A participant reaches only their own person; an administrator everyone, or only the person they are viewing as. */
export function assertCanReachPessoa(auth: AuthenticatedPerson, idPessoa: number) {
  const reachable = auth.idPessoaAlvo ?? (auth.isAdmin ? idPessoa : auth.pessoa.id);
  if (reachable !== idPessoa) throw new HttpError(403, MESSAGES.forbidden);
}
