import { sql } from 'drizzle-orm';
import { migrationsOfCode, type DatabaseHandle } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { RedisConnections } from '../../realtime/redis';
import type { UploadStorage } from '../../storage/upload-storage';

/** How long readiness waits for Redis's answer: a load balancer's probe must not hang. */
const REDIS_PING_TIMEOUT_MS = 1_000;
/** The same for the attachments' storage (HeadBucket on S3, a folder's access on disk). */
const STORAGE_PROBE_TIMEOUT_MS = 1_000;

export interface Readiness {
  isReady: boolean;
  /** The instance is shutting down (SIGTERM): not ready whatever the rest says, so the load balancer takes it out. */
  isShuttingDown: boolean;
  banco: 'ok' | 'indisponivel';
  /** 'ok', 'pendentes' (this code has migrations the database has not applied: an instance older than its code). */
  migracoes: 'ok' | 'pendentes' | 'desconhecido';
  redis: 'ok' | 'indisponivel' | 'nao-configurado';
  /** The attachments' storage takes files: its bucket answers (STORAGE=s3) or its folder is writable (disco). */
  armazenamento: 'ok' | 'indisponivel';
}

async function pingRedis(redis: RedisConnections): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([redis.publisher.ping().then((answer) => answer === 'PONG'), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function probeStorage(storage: UploadStorage): Promise<boolean> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, STORAGE_PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([storage.probe(controller.signal).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness with a real database round trip (/saude, as it always was), and readiness apart: the database answers,
 * every migration of this code is applied, Redis (when configured) answers, and so does the attachments' storage. Liveness alone (/saude/vivo) asks
 * nothing of them: a process whose database is away is alive and must not be restarted for it, only taken out.
 */
export function createHealthService(
  database: DatabaseHandle,
  version: string,
  redis: RedisConnections | null,
  draining: { isDraining(): boolean },
  storage: UploadStorage,
) {
  const expectedMigrations = migrationsOfCode();
  return {
    versao: version,
    async check(): Promise<{ isUp: boolean; banco: DatabaseHandle['kind']; versao: string }> {
      try {
        await database.db.execute(sql`select 1`);
        return { isUp: true, banco: database.kind, versao: version };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return { isUp: false, banco: database.kind, versao: version };
      }
    },

    async readiness(): Promise<Readiness> {
      const [redisState, armazenamento] = await Promise.all([
        redis ? pingRedis(redis).then((isUp): Readiness['redis'] => (isUp ? 'ok' : 'indisponivel')) : ('nao-configurado' as const),
        probeStorage(storage).then((isUp): Readiness['armazenamento'] => (isUp ? 'ok' : 'indisponivel')),
      ]);
      let banco: Readiness['banco'] = 'ok';
      let migracoes: Readiness['migracoes'] = 'desconhecido';
      try {
        // drizzle's migrator records each applied migration in this table, on both drivers.
        const { rows } = await database.executeSql('select count(*)::int as applied from drizzle.__drizzle_migrations');
        migracoes = Number((rows[0] as { applied: number }).applied) >= expectedMigrations ? 'ok' : 'pendentes';
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        banco = 'indisponivel';
      }
      const isShuttingDown = draining.isDraining();
      const isReady = !isShuttingDown && banco === 'ok' && migracoes === 'ok' && redisState !== 'indisponivel' && armazenamento === 'ok';
      return { isReady, isShuttingDown, banco, migracoes, redis: redisState, armazenamento };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
