import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { auditoria } from '@/server/db/schema/audit';
import { pessoa } from '@/server/db/schema/people';
import { seedDemo } from '@/server/db/seed/demo';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { bearer, DEMO_ACCOUNTS, login } from './helpers';

/**
 * A database outage under load: a PostgreSQL server of this file's own (it is stopped, so it cannot be the
 * shared one) stops while 8 clients keep reading. Every answer meanwhile is 503 with Retry-After and the
 * Portuguese message, never 500; /api/saude says which database is away; a write cut in the middle of its
 * transaction leaves nothing; and the same app answers 200 again once the database is back, without a restart.
 * Runs once per `npm test`, in its PostgreSQL pass (which installs the server's binaries).
 */

const READERS = 8;
const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  startedAt: number;
  endedAt: number;
  url: string;
  response: LightMyRequestResponse;
}

describe.runIf(process.env.TEST_DATABASE_URL)('database outage (PostgreSQL stopped under load)', () => {
  let server: ThrowawayPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let carlos: { token: string; idPessoa: number };

  beforeAll(async () => {
    server = await startPostgres();
    database = await openDatabase({ databaseUrl: server.url, pgliteDir: null });
    await seedDemo(database.db);
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }, { databaseUrl: server.url }), database });
    await app.ready();
    carlos = await login(app, DEMO_ACCOUNTS.carlos.cpf);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.stop();
  });

  /** 8 clients reading (the profile, which authenticates and reads; and the health check) until `isRunning` turns false. */
  function startReaders(isRunning: () => boolean) {
    const answers: Answer[] = [];
    const urls = [`/api/retornarPerfil/${carlos.idPessoa}`, '/api/saude'];
    const reader = async (index: number) => {
      // Bounded, whatever happens to the clock: at most 2 000 calls per reader.
      for (let call = 0; call < 2_000 && isRunning(); call += 1) {
        const url = urls[(index + call) % urls.length];
        const startedAt = Date.now();
        const response = await app.inject({ method: 'GET', url, headers: bearer(carlos.token) });
        answers.push({ startedAt, endedAt: Date.now(), url, response });
        await sleep(20);
      }
    };
    const done = Promise.all(Array.from({ length: READERS }, (_, index) => reader(index)));
    return { answers, done };
  }

  it('answers 503 with Retry-After while the database is away, leaves no half-done write, and recovers without a restart', async () => {
    // A write that will be cut in the middle of its transaction: the contact change updates `pessoa`, then
    // inserts its audit row; another session holds the audit table locked, so the write waits after its first statement.
    const before = (await database.db.select({ telefone: pessoa.telefone }).from(pessoa).where(eq(pessoa.id, carlos.idPessoa)))[0];
    const auditsBefore = await database.db.select({ id: auditoria.id }).from(auditoria).where(eq(auditoria.idPessoaAlvo, carlos.idPessoa));
    const locker = new pg.Client(server.url);
    locker.on('error', () => {}); // the outage ends this session too
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table auditoria in exclusive mode');
    const write = app.inject({ method: 'PUT', url: '/api/atualizarContato', headers: bearer(carlos.token), payload: { idPessoa: carlos.idPessoa, telefone: '(11) 97777-0000' } });
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await locker.query("select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'");
      if (rows[0].waiting > 0) break;
      await sleep(25);
    }

    let isRunning = true;
    const { answers, done } = startReaders(() => isRunning);
    await sleep(500);
    const stoppingAt = Date.now();
    await server.pause();
    const stoppedAt = Date.now();
    const interrupted = await write;
    await sleep(1_500); // the outage, with the load going on
    const restartingAt = Date.now();
    await server.resume();
    const restartedAt = Date.now();

    // Back within a few seconds, through the same app (no rebuild, no new pool).
    let firstOkAt = 0;
    while (!firstOkAt && Date.now() - restartedAt < 5_000) {
      await sleep(50);
      firstOkAt = answers.find((answer) => answer.startedAt >= restartedAt && answer.response.statusCode === 200)?.endedAt ?? 0;
    }
    await sleep(500);
    isRunning = false;
    await done;
    await locker.end().catch(() => {});

    expect(firstOkAt, 'a 200 within 5 s of the database coming back').toBeGreaterThan(0);
    expect(firstOkAt - restartedAt).toBeLessThan(5_000);

    // Never a 500: every answer is 200 (before the stop or after the return) or 503.
    const statuses = new Set(answers.map((answer) => answer.response.statusCode));
    expect([...statuses].sort()).toEqual([200, 503]);

    // While the database was away (its stop done, its restart not begun), every call answered 503 as promised.
    const duringOutage = answers.filter((answer) => answer.startedAt >= stoppedAt && answer.endedAt <= restartingAt);
    expect(duringOutage.length).toBeGreaterThanOrEqual(READERS * 5);
    for (const { url, response } of duringOutage) {
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      if (url === '/api/saude') {
        expect(response.json()).toMatchObject({ status: 'indisponivel', banco: 'postgres', message: UNAVAILABLE });
      } else {
        expect(response.json()).toEqual({ message: UNAVAILABLE });
      }
    }
    expect(duringOutage.some((answer) => answer.url === '/api/saude')).toBe(true);
    // Those that straddled the stop or the restart got 503 too when they did not get 200.
    const aroundOutage = answers.filter((answer) => answer.endedAt >= stoppingAt && answer.startedAt <= restartedAt);
    for (const { response } of aroundOutage) {
      if (response.statusCode !== 200) expect(response.json()).toMatchObject({ message: UNAVAILABLE });
    }

    // Readers well after the return all get 200.
    const afterReturn = answers.filter((answer) => answer.startedAt > firstOkAt);
    expect(afterReturn.length).toBeGreaterThan(0);
    expect(afterReturn.every((answer) => answer.response.statusCode === 200)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/saude' })).json()).toMatchObject({ status: 'ok', banco: 'postgres' });

    // The write cut after its first statement: 503, and neither its update nor its audit row survived.
    expect(interrupted.statusCode).toBe(503);
    expect(interrupted.json()).toEqual({ message: UNAVAILABLE });
    const after = (await database.db.select({ telefone: pessoa.telefone }).from(pessoa).where(eq(pessoa.id, carlos.idPessoa)))[0];
    expect(after.telefone).toBe(before.telefone);
    const auditsAfter = await database.db.select({ id: auditoria.id }).from(auditoria).where(eq(auditoria.idPessoaAlvo, carlos.idPessoa));
    expect(auditsAfter).toHaveLength(auditsBefore.length);
  }, 60_000);
});
