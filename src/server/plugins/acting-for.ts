import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { recordAudit } from '../modules/audit/repository';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const TARGET_PERSON_HEADER = 'x-pessoa-alvo';

/**
 * An administrator viewing the portal as a participant keeps the administrator's token and names the
 * participant in X-Pessoa-Alvo: every write made that way is recorded with both ids, whatever its outcome.
 */
export function registerActingForAudit(app: FastifyInstance, db: Database) {
  app.addHook('onResponse', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || !request.auth?.isAdmin) return;
    const header = request.headers[TARGET_PERSON_HEADER];
    const idPessoaAlvo = typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : null;
    if (!idPessoaAlvo) return;
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
