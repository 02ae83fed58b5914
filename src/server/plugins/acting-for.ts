import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditoria } from '../db/schema/audit';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-error';
import type { ActingAsAction } from '@/domain/audit-log';
import { recordAudit } from '../audit/record';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The audit action of an administrator's viewing the portal as a person (the privacy centre's "who accessed my data"). */
export const VIEWED_AS_ACTION = 'portal.visualizado';
/** The status a write's record carries from before the write runs until its answer is known. */
export const PENDING_STATUS = 'pendente';
const REMEMBERED_VIEWS = 10_000;
export const AUDIT_UNAVAILABLE_MESSAGE = 'Não foi possível registrar esta ação na auditoria, e nada foi alterado. Tente novamente em instantes.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the audit row written before this request's handler ran (an administrator's write for a person). */
    actingForAuditId?: number;
    /** Set once that row carries the answer's status. */
    actingForAuditDone?: boolean;
  }
}

/** An administrator viewing as a person, or a legal representative acting for one (its representation in the record). */
function actingFor(request: FastifyRequest) {
  const idPessoaAlvo = request.auth?.idPessoaAlvo;
  if (!request.auth || !idPessoaAlvo || !(request.auth.isAdmin || request.auth.representacao)) return null;
  const representation = request.auth.representacao ? { idRepresentacao: request.auth.representacao.id } : {};
  return { idAtor: request.auth.pessoa.id, idSessao: request.auth.idSessao, idPessoaAlvo, representation };
}

function writeAction(request: FastifyRequest): ActingAsAction {
  return `${request.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${(request.routeOptions.url ?? request.url) as `/${string}`}`;
}

function writeDetails(request: FastifyRequest, status: number | typeof PENDING_STATUS, representation: { idRepresentacao?: number }) {
  const summary = (request.routeOptions.schema as { summary?: unknown } | undefined)?.summary;
  return { status, params: request.params as Record<string, unknown>, ...(typeof summary === 'string' ? { resumo: summary } : {}), ...representation };
}

/**
 * A legal representative acting for the person they represent is recorded the same way, with the representation's id.
 *
 * An administrator viewing the portal as a participant keeps the administrator's token and names the participant in
 * X-Pessoa-Alvo; plugins/access.ts verifies that person and that the request touches only their data. Every write
 * made that way is recorded with both ids, whatever its outcome (a refused one with its 403), with the route's summary
 * so the person can read what was done.
 *
 * The record is written ahead: before the handler runs (so a write never exists without its record, even when the
 * process dies mid-request; a record left 'pendente' says exactly that), and completed with the status before the
 * answer leaves (so whoever reads the audit after the answer finds it). A write whose record cannot be written is
 * refused before it starts. A request refused before its handler (a 400 of validation) is recorded, with its status,
 * before its answer.
 *
 * Reading is recorded too, once per session and person ('portal.visualizado'): the first answered read of a viewing,
 * not every request of every page. "Once" is the database's: a unique index on (session, person) for this action,
 * and an insert that does nothing on conflict, so two reads at once on two instances still write one row.
 */
export function registerActingForAudit(app: FastifyInstance, db: Database) {
  // Sessions and people already recorded by this process: the database is written only on a miss.
  const recordedViews = new Set<string>();

  async function recordView(acting: NonNullable<ReturnType<typeof actingFor>>, ip: string) {
    const { idAtor, idSessao, idPessoaAlvo } = acting;
    const key = `${idSessao}:${idPessoaAlvo}`;
    if (recordedViews.has(key)) return;
    await db.insert(auditoria).values({ idAtor, idPessoaAlvo, acao: VIEWED_AS_ACTION, detalhes: { idSessao, ...acting.representation }, ip }).onConflictDoNothing();
    if (recordedViews.size >= REMEMBERED_VIEWS) recordedViews.clear();
    recordedViews.add(key);
  }

  // Root hooks run before the route's own preHandlers (the acting-for id checks), so a write they refuse is recorded too.
  async function completeWrite(request: FastifyRequest, status: number) {
    request.actingForAuditDone = true;
    await db
      .update(auditoria)
      .set({ detalhes: sql`jsonb_set(${auditoria.detalhes}, '{status}', to_jsonb(${status}::int))` })
      .where(eq(auditoria.id, request.actingForAuditId!));
  }

  async function recordWriteAhead(request: FastifyRequest, reply: FastifyReply, acting: NonNullable<ReturnType<typeof actingFor>>) {
    try {
      const [row] = await db
        .insert(auditoria)
        .values({ idAtor: acting.idAtor, idPessoaAlvo: acting.idPessoaAlvo, acao: writeAction(request), detalhes: writeDetails(request, PENDING_STATUS, acting.representation), ip: request.ip })
        .returning({ id: auditoria.id });
      request.actingForAuditId = row.id;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      request.log.error({ err: error }, 'audit of an administrator acting for a person failed: the write is refused');
      throw new HttpError(503, AUDIT_UNAVAILABLE_MESSAGE, { 'retry-after': '5' });
    }
    // A hijacked reply (the tus uploads) writes its own answer and never reaches onSend: its status is known at the end.
    reply.raw.once('close', () => {
      if (request.actingForAuditDone) return;
      completeWrite(request, reply.raw.statusCode).catch((error: unknown) => request.log.error({ err: error }, 'audit of an administrator acting for a person failed'));
    });
  }

  /** Never fails: what could not be recorded is logged. */
  async function recordAnswer(request: FastifyRequest, reply: FastifyReply, acting: NonNullable<ReturnType<typeof actingFor>>) {
    try {
      if (!WRITE_METHODS.has(request.method)) {
        if (request.method === 'GET' && reply.statusCode < 400) await recordView(acting, request.ip);
      } else if (request.actingForAuditId !== undefined) {
        await completeWrite(request, reply.statusCode);
      } else {
        await recordAudit(db, { idAtor: acting.idAtor, idPessoaAlvo: acting.idPessoaAlvo, acao: writeAction(request), detalhes: writeDetails(request, reply.statusCode, acting.representation), ip: request.ip });
      }
    } catch (error) {
      // The write itself is already recorded (ahead, as 'pendente'); only its status or a read's record is missing.
      request.log.error({ err: error }, 'audit of an administrator acting for a person failed');
    }
  }

  // Both hooks run on every request: done-style, so that the common case (nobody acting for anyone) costs no promise.
  // Root hooks run before the route's own preHandlers (the acting-for id checks), so a write they refuse is recorded too.
  app.addHook('preHandler', (request, reply, done) => {
    const acting = actingFor(request);
    if (!acting || !WRITE_METHODS.has(request.method)) return done();
    recordWriteAhead(request, reply, acting).then(() => done(), done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const acting = actingFor(request);
    if (!acting) return done(null, payload);
    void recordAnswer(request, reply, acting).then(() => done(null, payload));
  });
}
