import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS, createPool } from '@/server/db/client';
import { registerErrorHandling } from '@/server/plugins/errors';

/**
 * A database that accepts connections and never answers (a hung server, a half-open network) must not hang the
 * calls: the pool gives up after CONNECT_TIMEOUT_MS and the call is answered 503, as when the server is down.
 * Needs no PostgreSQL, so it runs once, in the PGlite pass of `npm test`.
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('a database that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let url: string;

  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket)); // accepts, reads nothing, writes nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `postgres://portal@127.0.0.1:${(silent.address() as AddressInfo).port}/portal`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 with Retry-After once the connect timeout passes, not after the client gives up', async () => {
    const pool = createPool(url);
    const db = drizzle(pool);
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/leitura', async () => (await db.execute(sql`select 1 as um`)).rows);
    try {
      const startedAt = Date.now();
      const response = await app.inject({ method: 'GET', url: '/leitura' });
      const elapsed = Date.now() - startedAt;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' });
      expect(elapsed).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(CONNECT_TIMEOUT_MS + 3_000);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
