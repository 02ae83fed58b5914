import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import { systemClock } from './clock';
import type { DatabaseHandle } from './db/client';
import { HttpError, MESSAGES } from './http-error';
import { createMailer, type Mailer } from './mail/mailer';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { createSessionLookup, registerAuthentication } from './plugins/authentication';
import { registerErrorHandling } from './plugins/errors';
import { registerDraining } from './plugins/draining';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerValidation } from './plugins/validation';
import { connectRedis } from './realtime/redis';
import { createSocketServer, type RealtimeHub, type SocketServer } from './realtime/socket-server';
import { registerActingForAudit } from './plugins/acting-for';
import { registerApiFallback } from './plugins/api-fallback';
import { registerAccessRules } from './plugins/access';
import { MAX_UPLOAD_BYTES } from '@/domain/attachments-upload-rules';
import type { UploadStorage } from './storage/upload-storage';
import { storageFromConfig } from './storage/storage-from-config';
import type { Kernel } from './kernel/kernel';
import { registerModules } from './kernel/register-modules';
import { registerMetrics } from './observability/metrics';
import { MODULES } from './modules/modules';
import { createRequestKindRegistry } from './modules/requests/request-kind';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
    io: SocketServer;
    mailer: Mailer;
    jobs: JobQueue;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** false in tests; the process's pino settings otherwise. */
  logger?: boolean | Record<string, unknown>;
  /** Tests only: another storage (a disk that fails) or a smaller limit than spec §5's 600MB. */
  uploads?: { storage?: UploadStorage; maxBytes?: number };
  /**
   * Tests only: the clock the app reads (Date.now otherwise): the second factor's codes, and the instant the money
   * services (balance, extracts, simulators, exit options, home, personal-data export) take the fund's day from.
   */
  clock?: () => number;
  /** The web's request handler (Next.js), for every path that is neither /api nor /socket.io; none in API-only processes. */
  web?: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
}

/** Builds the API (and its socket.io server) without listening: tests inject into it, main.ts listens. */
export async function buildApp({ config, database, logger = false, uploads = {}, clock, web }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
  });
  const { db } = database;

  registerSecurityHeaders(app, { isDevelopment: !config.isProduction });
  registerErrorHandling(app);
  registerValidation(app);
  const draining = registerDraining(app);
  const findActiveSession = createSessionLookup(database);
  registerAuthentication(app, findActiveSession, { sessionTtlSeconds: config.sessionTtlSeconds });
  registerActingForAudit(app, db);

  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const { io, hub } = createSocketServer(app.server, findActiveSession, app.log, redis, { trustProxy: config.trustProxy });
  app.decorate('io', io);
  app.decorate('realtime', hub);
  // Before the modules: its timing hook sees every route.
  if (config.metricsToken) await registerMetrics(app, { token: config.metricsToken, database, io });
  app.addHook('preClose', () => hub.close());
  if (redis) app.addHook('onClose', () => redis.close());
  // The modules define their jobs while they are built; the queue starts taking work once the app is ready, and stops
  // before the database closes.
  const jobs = createJobQueue(database, { log: app.log, ...config.jobs });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  const mailer = createMailer(db, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.decorate('mailer', mailer);

  await app.register(rateLimit, { global: false, ...(redis ? { redis: redis.rateLimit, nameSpace: 'portal-rate-limit-' } : {}) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'API do Portal do Participante', version: config.appVersion, description: 'Chamadas do portal (spec §7) e as que o servem.' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // The web's session: HttpOnly, set by autenticar; writes with it also need Origin and X-Requested-With: portal.
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'login.token' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const storage = uploads.storage ?? (await storageFromConfig(config));
  // A storage handed in by a test stays the test's to close.
  if (!uploads.storage) app.addHook('onClose', async () => storage.close());
  await storage.prepare();
  const requestKinds = createRequestKindRegistry();
  const kernel: Kernel = {
    config,
    database,
    db,
    log: app.log,
    clock: clock ? () => new Date(clock()) : systemClock,
    now: clock,
    mailer,
    jobs,
    realtime: hub,
    redis,
    uploads: { storage, maxBytes: uploads.maxBytes ?? MAX_UPLOAD_BYTES },
    requestKinds,
    draining,
  };
  await app.register(
    async (api) => {
      registerAccessRules(api, db);
      registerApiFallback(api);
      await registerModules(app, api, kernel, requestKinds, MODULES);
      api.setNotFoundHandler(() => {
        throw new HttpError(404, MESSAGES.notFound);
      });
    },
    { prefix: '/api' },
  );
  if (web) {
    // Everything that is not /api (whose own catch-all answers in JSON, plugins/api-fallback.ts) or /socket.io is the web's.
    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      handler: async (request, reply) => {
        reply.hijack();
        await web(request.raw, reply.raw);
      },
    });
  }
  // Outside /api without a web (an API-only process) Fastify's own 404 would log and answer the URL, query string and
  // its tokens included: this one names neither.
  app.setNotFoundHandler(() => {
    throw new HttpError(404, MESSAGES.notFound);
  });

  return app;
}
