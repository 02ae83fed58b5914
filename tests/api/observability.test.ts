import { rename } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_ANNOUNCE_JOB } from '@/server/modules/maintenance/notices';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

const TOKEN = 'metricas-do-portal-0123456789abcdef';
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ metricsToken: TOKEN });
});
afterAll(async () => {
  await context.close();
});

const scrape = async (authorization?: string) =>
  context.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

/** The value of one series in the text format, by its name and labels as written. */
function valueOf(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('liveness and readiness', () => {
  it('answers liveness without the database and readiness with its parts; /api/saude stays', async () => {
    const alive = await context.app.inject({ method: 'GET', url: '/api/saude/vivo' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok', versao: context.config.appVersion });

    const ready = await context.app.inject({ method: 'GET', url: '/api/saude/pronto' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'pronto', banco: 'ok', migracoes: 'ok', redis: 'nao-configurado', armazenamento: 'ok' });

    expect((await context.app.inject({ method: 'GET', url: '/api/saude' })).json()).toMatchObject({ status: 'ok' });
  });

  it('is not ready while a migration of this code is missing from the database', async () => {
    const { rows } = await context.database.executeSql('select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1');
    const last = rows[0] as { id: number; hash: string; created_at: string };
    await context.database.executeSql('delete from drizzle.__drizzle_migrations where id = $1', [last.id]);
    try {
      const response = await context.app.inject({ method: 'GET', url: '/api/saude/pronto' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toEqual({ status: 'indisponivel', banco: 'ok', migracoes: 'pendentes', redis: 'nao-configurado', armazenamento: 'ok' });
      // Alive all the same: restarting it would not apply what an older deployment lacks.
      expect((await context.app.inject({ method: 'GET', url: '/api/saude/vivo' })).statusCode).toBe(200);
    } finally {
      await context.database.executeSql('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [last.id, last.hash, last.created_at]);
    }
    expect((await context.app.inject({ method: 'GET', url: '/api/saude/pronto' })).statusCode).toBe(200);
  });

  it('is not ready while the uploads folder cannot be written (a volume not mounted)', async () => {
    const incoming = path.join(context.config.uploadDir, '.parciais', 'envios');
    await rename(incoming, `${incoming}-fora`);
    try {
      const response = await context.app.inject({ method: 'GET', url: '/api/saude/pronto' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'indisponivel', banco: 'ok', migracoes: 'ok', redis: 'nao-configurado', armazenamento: 'indisponivel' });
    } finally {
      await rename(`${incoming}-fora`, incoming);
    }
    expect((await context.app.inject({ method: 'GET', url: '/api/saude/pronto' })).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('answers only the configured token, compared whole', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}extra`)).statusCode).toBe(401);
    const { token } = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
    // A session's token is not the metrics token.
    expect((await scrape(bearer(token).authorization)).statusCode).toBe(401);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
  });

  it('times requests by the route’s template and status, never by the URL', async () => {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
    const plans = await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) });
    expect(plans.statusCode).toBe(200);
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarPlanosAtivos/1?x=segredo', headers: {} })).statusCode).toBe(401);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const count = (status: number) => valueOf(text, `portal_http_request_duration_seconds_count{method="GET",route="/api/retornarPlanosAtivos/:idPessoa",status_code="${status}"}`);
    expect(count(200)).toBeGreaterThanOrEqual(1);
    expect(count(401)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/retornarPlanosAtivos/${idPessoa}"`);
    expect(text).not.toContain('segredo');
    expect(valueOf(text, 'portal_http_request_duration_seconds_count{method="POST",route="/api/autenticar",status_code="200"}')).toBeGreaterThanOrEqual(2);
  });

  it('counts the background jobs by queue and state, sockets, memory and the event loop', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await context.app.jobs.send(MAINTENANCE_ANNOUNCE_JOB, {}, { key: 'metricas-1', startAfter: later });
    await context.app.jobs.send(MAINTENANCE_ANNOUNCE_JOB, {}, { key: 'metricas-2', startAfter: later });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(valueOf(text, `portal_jobs{queue="${MAINTENANCE_ANNOUNCE_JOB}",state="queued"}`)).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, 'portal_socketio_connections')).toBe(0);
    expect(valueOf(text, 'portal_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toMatch(/^portal_nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^portal_nodejs_heap_size_used_bytes \d/m);
  });

  it('shows PostgreSQL’s pool and query times (none on the embedded database, which has no pool)', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    if (context.database.kind === 'postgres') {
      expect(valueOf(text, 'portal_db_pool_connections{state="max"}')).toBe(20);
      expect(valueOf(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, 'portal_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(5);
    } else {
      expect(text).not.toContain('portal_db_pool_connections');
    }
  });
});

describe('without a metrics token', () => {
  it('has no /metrics at all', async () => {
    const other = await createTestContext();
    try {
      const response = await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('portal_');
    } finally {
      await other.close();
    }
  });
});

// Last in the file: an instance does not come back from its way out (the real SIGTERM: graceful-shutdown.test.ts).
describe('while the instance shuts down', () => {
  it('is not ready (encerrando) but alive, and answers other calls 503 with Retry-After and Connection: close', async () => {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
    context.app.draining.begin();

    const ready = await context.app.inject({ method: 'GET', url: '/api/saude/pronto' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'encerrando', banco: 'ok', migracoes: 'ok', redis: 'nao-configurado', armazenamento: 'ok' });
    expect(ready.headers).toMatchObject({ 'retry-after': '5', connection: 'close' });
    // Alive all the same: an orchestrator must let it finish rather than restart it.
    expect((await context.app.inject({ method: 'GET', url: '/api/saude/vivo' })).statusCode).toBe(200);

    const call = await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) });
    expect(call.statusCode).toBe(503);
    expect(call.headers).toMatchObject({ 'retry-after': '5', connection: 'close' });
    expect(call.json()).toEqual({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' });
  });
});
