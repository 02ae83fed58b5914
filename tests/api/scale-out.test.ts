import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

// Two API instances on one PostgreSQL and one Redis, as in production behind a load balancer.
// Runs in the PostgreSQL pass of `npm test`, which provides both servers.
const redisUrl = process.env.TEST_REDIS_URL;
const canScaleOut = Boolean(redisUrl && process.env.TEST_DATABASE_URL);

describe.skipIf(!canScaleOut)('two instances with Redis', () => {
  let first: TestContext;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;
  let secondUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await createTestContext({ redisUrl: redisUrl! });
    secondDatabase = await openDatabase({ databaseUrl: first.config.databaseUrl, pgliteDir: null });
    second = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }, { databaseUrl: first.config.databaseUrl, redisUrl: redisUrl! }), database: secondDatabase });
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  const openOnSecond = (token: string) => {
    const socket = connect(secondUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };

  it('a notification sent through one instance reaches a socket held by the other', async () => {
    const admin = await login(first.app, DEMO_ACCOUNTS.ana.cpf);
    const carlos = await login(first.app, DEMO_ACCOUNTS.carlos.cpf);
    const socket = await openOnSecond(carlos.token);
    const received = new Promise((resolve) => socket.once('newNotification', resolve));
    const sent = await first.app.inject({
      method: 'POST',
      url: '/api/enviarNotificacao',
      headers: bearer(admin.token),
      payload: { idPessoa: carlos.idPessoa, titulo: 'Entre instâncias', descricao: 'Via Redis.' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await received).toMatchObject({ titulo: 'Entre instâncias' });
  });

  it('a logout on one instance ends the socket held by the other', async () => {
    const sofia = await login(first.app, DEMO_ACCOUNTS.sofia.cpf);
    const socket = await openOnSecond(sofia.token);
    const loggedOut = new Promise((resolve) => socket.once('logout', resolve));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await first.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(sofia.token) });
    expect(await loggedOut).toEqual({ reason: 'revoked' });
    await disconnected;
  });

  it('the per-address limit of public routes is shared through Redis', async () => {
    const limited = loadConfig({ NODE_ENV: 'test' }, { databaseUrl: first.config.databaseUrl, redisUrl: redisUrl!, publicRouteRateLimit: 10 });
    const a = await buildApp({ config: limited, database: first.database });
    const b = await buildApp({ config: limited, database: secondDatabase });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const app = attempt % 2 === 0 ? a : b;
        const response = await app.inject({ method: 'POST', url: '/api/solicitarCodigoSeguranca', remoteAddress: '10.9.9.9', payload: { cpf: DEMO_ACCOUNTS.carlos.cpf } });
        statuses.push(response.statusCode);
      }
      // The limit of that route is a tenth of the public one: 1 a minute per address, across both instances.
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1).every((status) => status === 429)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
