import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { execucaoTarefa } from '@/server/db/schema/jobs';
import { createJobQueue, type JobQueue } from '@/server/jobs/job-queue';
import { createScratchDatabase } from './helpers';

/**
 * Two instances on one real PostgreSQL, each with its own connection pool and its own queue, both with the same
 * recurring job every minute: each occurrence runs once (pg-boss queues it once; execucao_tarefa takes it once).
 * PostgreSQL pass only: PGlite serves one process.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const silent = { fatal() {}, error() {}, warn() {}, info() {}, debug() {}, trace() {}, child: () => silent } as unknown as FastifyBaseLogger;

describe.skipIf(!onPostgres)('a recurring job on two instances', () => {
  let databases: DatabaseHandle[] = [];
  let queues: JobQueue[] = [];
  let drop: () => Promise<void>;
  const runs: Array<{ instance: number; occurrence: Date }> = [];

  beforeAll(async () => {
    const seeded = inject('seededDatabase');
    const scratch = await createScratchDatabase('instancias', seeded.kind === 'postgres' ? seeded.template : undefined);
    drop = scratch.dropDatabase;
    databases = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: scratch.databaseUrl, pgliteDir: null })));
    queues = databases.map((database) => createJobQueue(database, { log: silent, pollingIntervalSeconds: 1, cronMonitorIntervalSeconds: 1 }));
    queues.forEach((queue, instance) =>
      queue.defineRecurring({
        name: 'teste.minuto',
        cron: '* * * * *',
        description: 'teste',
        handler: async (occurrence) => {
          runs.push({ instance, occurrence });
        },
      }),
    );
    await Promise.all(queues.map((queue) => queue.start()));
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await Promise.all(databases.map((database) => database.close()));
    await drop?.();
  });

  it('runs the occurrence of a minute once, on one of them, and records it once', async () => {
    await expect.poll(() => runs.length, { timeout: 75_000, interval: 500 }).toBeGreaterThan(0);
    // Time for the other instance to take the same minute, if it could.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const minutes = runs.map((run) => run.occurrence.getTime());
    expect(new Set(minutes).size).toBe(minutes.length);
    const recorded = await databases[0].db.select().from(execucaoTarefa).where(eq(execucaoTarefa.tarefa, 'teste.minuto'));
    expect(recorded).toHaveLength(runs.length);
    expect(recorded.every((row) => row.concluidoEm !== null && row.erro === null)).toBe(true);
  }, 90_000);
});
