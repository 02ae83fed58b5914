import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pessoa, sessao } from '../db/schema';
import { HttpError, MESSAGES } from '../http-error';

export interface AuthenticatedPerson {
  idSessao: number;
  pessoa: { id: number; nome: string; admin: 'S' | 'N' };
  isAdmin: boolean;
  /** An administrator viewing the portal as this participant (X-Pessoa-Alvo, verified by plugins/access.ts). */
  idPessoaAlvo?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedPerson | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid Bearer session or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: an administrator's session or 401/403. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Looks a token up on every authenticated call: prepared once, so neither Drizzle nor PostgreSQL re-plan it per request. */
export function createSessionLookup(db: Database) {
  const query = db
    .select({ idSessao: sessao.id, id: pessoa.id, nome: pessoa.nome, admin: pessoa.admin })
    .from(sessao)
    .innerJoin(pessoa, eq(pessoa.id, sessao.idPessoa))
    .where(and(eq(sessao.tokenHash, sql.placeholder('tokenHash')), isNull(sessao.revogadoEm), gt(sessao.expiraEm, sql`now()`)))
    .limit(1)
    .prepare('sessao_ativa');
  return async function findActiveSession(token: string): Promise<AuthenticatedPerson | null> {
    const [row] = await query.execute({ tokenHash: hashToken(token) });
    if (!row) return null;
    return { idSessao: row.idSessao, pessoa: { id: row.id, nome: row.nome, admin: row.admin }, isAdmin: row.admin === 'S' };
  };
}

export type SessionLookup = ReturnType<typeof createSessionLookup>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match ? match[1] : null;
}

export function registerAuthentication(app: FastifyInstance, findActiveSession: SessionLookup) {
  app.decorateRequest('auth', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const auth = token ? await findActiveSession(token) : null;
    if (!auth) throw new HttpError(401, MESSAGES.unauthenticated);
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
