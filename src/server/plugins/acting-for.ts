import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditoria } from '../db/schema';
import { recordAudit } from '../modules/audit/repository';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The audit action of an administrator's viewing the portal as a person (the privacy centre's "who accessed my data"). */
export const VIEWED_AS_ACTION = 'portal.visualizado';
const REMEMBERED_VIEWS = 10_000;

/**
 * An administrator viewing the portal as a participant keeps the administrator's token and names the participant in
 * X-Pessoa-Alvo; plugins/access.ts verifies that person and that the request touches only their data. Every write
 * made that way is recorded with both ids, whatever its outcome (a refused one with its 403), with the route's summary
 * so the person can read what was done. Reading is recorded too, once per session and person ('portal.visualizado'):
 * the first answered read of a viewing, not every request of every page.
 */
export function registerActingForAudit(app: FastifyInstance, db: Database) {
  // Sessions and people already recorded by this process; the database is asked only on a miss (another process, a restart).
  const recordedViews = new Set<string>();

  async function recordView(idAtor: number, idSessao: number, idPessoaAlvo: number, ip: string) {
    const key = `${idSessao}:${idPessoaAlvo}`;
    if (recordedViews.has(key)) return;
    const [existing] = await db
      .select({ id: auditoria.id })
      .from(auditoria)
      .where(and(eq(auditoria.idPessoaAlvo, idPessoaAlvo), eq(auditoria.idAtor, idAtor), eq(auditoria.acao, VIEWED_AS_ACTION), sql`${auditoria.detalhes}->>'idSessao' = ${String(idSessao)}`))
      .limit(1);
    if (!existing) await recordAudit(db, { idAtor, idPessoaAlvo, acao: VIEWED_AS_ACTION, detalhes: { idSessao }, ip });
    if (recordedViews.size >= REMEMBERED_VIEWS) recordedViews.clear();
    recordedViews.add(key);
  }

  app.addHook('onResponse', async (request, reply) => {
    const idPessoaAlvo = request.auth?.idPessoaAlvo;
    if (!request.auth?.isAdmin || !idPessoaAlvo) return;
    try {
      if (!WRITE_METHODS.has(request.method)) {
        if (request.method === 'GET' && reply.statusCode < 400) await recordView(request.auth.pessoa.id, request.auth.idSessao, idPessoaAlvo, request.ip);
        return;
      }
      const summary = (request.routeOptions.schema as { summary?: unknown } | undefined)?.summary;
      await recordAudit(db, {
        idAtor: request.auth.pessoa.id,
        idPessoaAlvo,
        acao: `${request.method} ${request.routeOptions.url ?? request.url}`,
        detalhes: { status: reply.statusCode, params: request.params as Record<string, unknown>, ...(typeof summary === 'string' ? { resumo: summary } : {}) },
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit of an administrator acting for a person failed');
    }
  });
}
