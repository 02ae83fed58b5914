import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Clock } from '../clock';
import type { Database, DatabaseHandle } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { JobQueue } from '../jobs/job-queue';
import type { RealtimeHub } from '../realtime/socket-server';
import type { RedisConnections } from '../realtime/redis';
import type { UploadStorage } from '../storage/upload-storage';
import type { RequestKinds } from '../modules/requests/request-kind';
import type { Draining } from '../plugins/draining';

/**
 * The shared services, built once by buildApp and handed to every module: no module builds its own copy of the
 * database, the mailer, the storage or the realtime hub. The audit (src/server/audit) and the access checks
 * (src/server/access, plugins/access.ts) are functions over the database and need nothing built.
 */
export interface Kernel {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  log: FastifyBaseLogger;
  /** The instant the money services take the fund's day from (a test may set it). */
  clock: Clock;
  /** Milliseconds since the epoch for codes that expire (the second factor's); Date.now unless a test sets it. */
  now?: () => number;
  mailer: Mailer;
  /** The background work (jobs with retries, recurring jobs): a module defines its jobs while its service is built. */
  jobs: JobQueue;
  realtime: RealtimeHub;
  /** Redis when scaled out (REDIS_URL), for what must see it besides the realtime hub: the readiness check. */
  redis: RedisConnections | null;
  uploads: { storage: UploadStorage; maxBytes: number };
  /** The request kinds every module contributed, filled before the first request is served. */
  requestKinds: RequestKinds;
  /** Whether the instance is shutting down (src/server/shutdown.ts): the readiness probe says so. */
  draining: Pick<Draining, 'isDraining'>;
}
