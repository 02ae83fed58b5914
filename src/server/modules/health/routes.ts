import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { DatabaseHandle } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { MESSAGES } from '../../http-error';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../plugins/errors';

const Database = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);

/** Liveness with a real database round trip, for load balancers and the /development page. */
export function healthRoutes(database: DatabaseHandle, version: string) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/saude',
      {
        schema: {
          'x-acesso': 'publico',
          tags: ['Saúde'],
          summary: 'O serviço e o banco respondem (503 enquanto o banco estiver fora do ar)',
          response: {
            200: Type.Object({ status: Type.Literal('ok'), banco: Database, versao: Type.String() }),
            503: Type.Object({ status: Type.Literal('indisponivel'), banco: Database, versao: Type.String(), message: Type.String() }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await database.db.execute(sql`select 1`);
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          // A load balancer takes the instance out while its database is away, and puts it back when this is 200 again.
          return reply
            .status(503)
            .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
            .send({ status: 'indisponivel', banco: database.kind, versao: version, message: MESSAGES.unavailable });
        }
        return { status: 'ok', banco: database.kind, versao: version };
      },
    );
  };
}
