import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { JOB_SCHEMA } from '../jobs/job-queue';
import type { SocketServer } from '../realtime/socket-server';

/**
 * The operations team's figures in the Prometheus text format (prom-client), at GET /metrics with the configured token
 * (METRICS_TOKEN, `Authorization: Bearer …`); without a token the route does not exist and nothing is measured.
 * Never under /api: it is no call of the portal's, and the load balancer that publishes /api need not publish it.
 *
 * - portal_http_request_duration_seconds{method, route, status_code}: the route's template (`/api/retornarSaldo/:id`),
 *   never the URL, so that ids and query strings neither multiply the series nor leak into the scraper;
 * - portal_socketio_connections: sockets open on this instance;
 * - portal_db_pool_connections{state} and portal_db_query_duration_seconds{outcome}: PostgreSQL's pool (PGlite, one
 *   embedded connection, has none);
 * - portal_jobs{queue, state}: the background jobs queued, running, waiting to be tried again, and given up (kept for
 *   pg-boss's retention), read from the queue's tables at each scrape: the same figures on every instance;
 * - the process's memory, CPU and event-loop delay (prom-client's defaults, prefixed portal_).
 */
export interface MetricsOptions {
  token: string;
  database: DatabaseHandle;
  io: SocketServer;
}

const PREFIX = 'portal_';

/** pg-boss's states as an operator reads them; completed and cancelled are history, not work. */
const JOB_STATES: Readonly<Record<string, string>> = { created: 'queued', retry: 'retrying', active: 'running', failed: 'given_up' };

/** prom-client is imported here, only by a process configured with METRICS_TOKEN (not hoisted into every process's bundle). */
export async function registerMetrics(app: FastifyInstance, { token, database, io }: MetricsOptions) {
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Duração das requisições HTTP, por rota (o modelo da rota, não a URL) e status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // A URL no route matched (a scanner's guesses) is one series, not one per guess.
    const route = request.routeOptions.url ?? 'sem-rota';
    if (route === '/metrics') return;
    requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: `${PREFIX}socketio_connections`,
    help: 'Conexões socket.io abertas nesta instância.',
    registers: [registry],
    collect() {
      this.set(io.engine.clientsCount);
    },
  });

  if (database.pool) {
    const pool = database.pool;
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'Conexões do pool do PostgreSQL: abertas (total), ociosas (idle), chamadas esperando uma (waiting) e o máximo (max).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool.stats();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
      },
    });
    const queryDuration = new Histogram({
      name: `${PREFIX}db_query_duration_seconds`,
      help: 'Duração das consultas ao PostgreSQL, por resultado (ok ou erro).',
      labelNames: ['outcome'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    pool.observeQueries((seconds, failed) => queryDuration.observe({ outcome: failed ? 'erro' : 'ok' }, seconds));
  }

  const scrapeFailures = new Counter({
    name: `${PREFIX}metrics_scrape_failures_total`,
    help: 'Leituras das métricas em que uma fonte (a fila de tarefas) não respondeu.',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  new Gauge({
    name: `${PREFIX}jobs`,
    help: 'Tarefas em segundo plano por fila e estado: queued (na fila), running, retrying (falharam e serão tentadas de novo) e given_up (desistidas).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { rows } = await database.executeSql(
          `select name, state::text as state, count(*)::int as count from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active', 'failed') group by name, state`,
        );
        for (const row of rows as Array<{ name: string; state: string; count: number }>) this.set({ queue: row.name, state: JOB_STATES[row.state] ?? row.state }, Number(row.count));
      } catch (error) {
        // The database away: the rest of the figures still answer (they say the most then), this one is missing.
        scrapeFailures.inc({ source: 'jobs' });
        app.log.warn({ err: error }, 'metrics: job counts unavailable');
      }
    },
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    // Compared in constant time: the token is a password.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Informe o token das métricas.' });
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
