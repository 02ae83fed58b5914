import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { DatabaseHandle } from '../../db/client';

/** Liveness with a real database round trip, for load balancers and the /development page. */
export function healthRoutes(database: DatabaseHandle, version: string) {
  return async function register(app: FastifyInstance) {
    app.get(
      '/saude',
      {
        schema: {
          'x-acesso': 'publico',
          tags: ['Saúde'],
          summary: 'O serviço e o banco respondem',
          response: { 200: Type.Object({ status: Type.String(), banco: Type.String(), versao: Type.String() }) },
        },
      },
      async () => {
        await database.db.execute(sql`select 1`);
        return { status: 'ok', banco: database.kind, versao: version };
      },
    );
  };
}
