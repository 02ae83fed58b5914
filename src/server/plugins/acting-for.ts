import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { recordAudit } from '../modules/audit/repository';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An administrator viewing the portal as a participant keeps the administrator's token and names the participant in
 * X-Pessoa-Alvo; plugins/access.ts verifies that person and that the request touches only their data. Every write
 * made that way is recorded with both ids, whatever its outcome (a refused one with its 403).
 */
export function registerActingForAudit(app: FastifyInstance, db: Database) {
  app.addHook('onResponse', async (request, reply) => {
    const idPessoaAlvo = request.auth?.idPessoaAlvo;
    if (!WRITE_METHODS.has(request.method) || !request.auth?.isAdmin || !idPessoaAlvo) return;
    try {
      await recordAudit(db, {
        idAtor: request.auth.pessoa.id,
        idPessoaAlvo,
        acao: `${request.method} ${request.routeOptions.url ?? request.url}`,
        detalhes: { status: reply.statusCode, params: request.params as Record<string, unknown> },
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit of an administrator acting for a person failed');
    }
  });
}
