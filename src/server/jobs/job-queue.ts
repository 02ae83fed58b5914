import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { FUND_TIME_ZONE } from '@/domain/business-days';
import type { DatabaseHandle } from '../db/client';
import { execucaoTarefa } from '../db/schema/jobs';

/**
 * The portal's background work, kept in its own database by pg-boss (a maintained PostgreSQL job queue: SKIP LOCKED,
 * retries with exponential backoff, cron schedules taken once per occurrence by one of several instances). It runs on
 * PostgreSQL through the app's pool and on the embedded PGlite through DatabaseHandle.executeSql, so it needs no new
 * server, and a job survives `kill -9` and a restart of the database: it is a row until a worker completes it.
 */

/** How long a retry waits for the try that just gave up to be marked failed. */
const RETRY_WAIT_MS = 10_000;

/** What a job's handler is told beside its data. */
export interface JobAttempt {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  /** true when a failure now gives the job up (no retry is left). */
  isLast: boolean;
}

export interface JobDefinition<Data extends object = object> {
  /** The queue's name, as `area.what` (`email.deliver`). */
  name: string;
  handler: (data: Data, attempt: JobAttempt) => Promise<void>;
  /** Retries after the first try, the first after retryDelaySeconds, then doubling (default: the queue's). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * How long one try may run before the queue takes it for lost (a process killed with the job in hand) and tries it
   * again (default 2 minutes: a delivery waits at most PROVIDER_TIMEOUT_MS for its provider).
   */
  expireInSeconds?: number;
  /**
   * How many jobs of this queue a worker takes at once (default 1), run `concurrency` at a time (default all). Each is
   * completed or failed (and retried) on its own; the next batch is taken when this one is done. pg-boss 10 sorts every
   * waiting job of the queue to take a batch (about 180 ms with 100 000 waiting), so a big backlog wants big batches.
   */
  batchSize?: number;
  concurrency?: number;
}

export interface RecurringJobDefinition {
  name: string;
  /** A cron expression in the fund's time zone (America/Sao_Paulo). */
  cron: string;
  /** What a human reads about it (settings). */
  description: string;
  /** Runs once per occurrence; what it returns is kept with the run. */
  handler: (occurrence: Date) => Promise<unknown>;
}

export interface JobQueue {
  define<Data extends object>(job: JobDefinition<Data>): void;
  defineRecurring(job: RecurringJobDefinition): void;
  /**
   * Queues one job. `key` makes it idempotent: the same key never queues a second job (a notice and its channel), even
   * from two instances or after a crash between the write and the queueing.
   */
  send(name: string, data: object, options?: { key?: string; startAfter?: Date }): Promise<void>;
  /** Queues many jobs of one queue in a few statements (a notice to every participant), each idempotent by its key. */
  sendMany(name: string, jobs: ReadonlyArray<{ data: object; key: string }>): Promise<void>;
  /** Runs a recurring job's occurrence now (tests move the clock instead of waiting; settings may run one by hand). */
  runRecurring(name: string, occurrence: Date): Promise<{ ran: boolean; result?: unknown }>;
  recurringJobs(): readonly RecurringJobDefinition[];
  /** When the job of `key` is tried next, if it is waiting for a retry. */
  nextTryOf(name: string, key: string): Promise<Date | null>;
  /**
   * Queues again a job that gave up (failed) for one more try. A handler records its giving up before pg-boss marks
   * the job failed, so a retry asked in between waits for that mark (a few seconds at most) instead of being lost.
   */
  retry(name: string, key: string): Promise<void>;
  /** Told of every job that gives up (its last try failed), whichever queue: administrators are alerted. */
  onGivenUp(listener: (name: string, data: object, error: Error) => Promise<void>): void;
  start(): Promise<void>;
  /** Takes no more work and waits up to `timeoutMs` (default 10 s) for the jobs in hand; the rest go back to the queue. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Jobs per statement of sendMany: one JSON parameter each, small enough for PGlite's memory. */
const SEND_MANY_CHUNK = 2000;

/** How long stopping waits for the jobs in hand. */
const STOP_TIMEOUT_MS = 10_000;

/** pg-boss keeps its tables in this schema, apart from the portal's. */
export const JOB_SCHEMA = 'pgboss';

/** A job id derived from its idempotency key: a second send with the same key finds the id taken and queues nothing. */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The instant a scheduled job stands for: the minute it was created for (pg-boss sends a cron job once a minute). */
function occurrenceOf(createdOn: Date): Date {
  return new Date(Math.floor(createdOn.getTime() / 60_000) * 60_000);
}

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work (seconds; default 2). */
  pollingIntervalSeconds?: number;
  /** How often each instance looks whether a recurring job's minute has come (seconds; default 30; tests: 1). */
  cronMonitorIntervalSeconds?: number;
  /** For a job that names none: its retries (default 5) and the first retry's delay (seconds; default 30). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** For a job that names none: how long a try may run before it is taken for lost (seconds; default 120). */
  expireInSeconds?: number;
  /** How often the queue looks for tries taken for lost, to retry them (seconds; default 120, pg-boss's). */
  maintenanceIntervalSeconds?: number;
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const { log } = options;
  const jobs = new Map<string, JobDefinition>();
  const recurring = new Map<string, RecurringJobDefinition>();
  let boss: PgBoss | null = null;
  /** Each queue's worker in this instance, woken when this instance queues work (it polls otherwise). */
  const workers = new Map<string, string>();
  const givenUpListeners: Array<(name: string, data: object, error: Error) => Promise<void>> = [];

  const started = () => {
    if (!boss) throw new Error('The job queue is not started');
    return boss;
  };

  async function runRecurring(name: string, occurrence: Date) {
    const job = recurring.get(name);
    if (!job) throw new Error(`No recurring job ${name}`);
    const { db } = database;
    // The unique (tarefa, ocorrencia) is the once-per-occurrence guarantee across instances and retries.
    const [run] = await db.insert(execucaoTarefa).values({ tarefa: name, ocorrencia: occurrence }).onConflictDoNothing().returning({ id: execucaoTarefa.id });
    if (!run) return { ran: false };
    try {
      const result = await job.handler(occurrence);
      await db.update(execucaoTarefa).set({ concluidoEm: new Date(), resultado: (result ?? null) as object }).where(eq(execucaoTarefa.id, run.id));
      return { ran: true, result };
    } catch (error) {
      await db.update(execucaoTarefa).set({ concluidoEm: new Date(), erro: String((error as Error).message).slice(0, 2000) }).where(eq(execucaoTarefa.id, run.id));
      throw error;
    }
  }

  return {
    define(job) {
      if (boss) throw new Error(`Job ${job.name} defined after the queue started`);
      jobs.set(job.name, job as JobDefinition);
    },

    defineRecurring(job) {
      if (boss) throw new Error(`Recurring job ${job.name} defined after the queue started`);
      recurring.set(job.name, job);
    },

    async send(name, data, sendOptions = {}) {
      if (!jobs.has(name)) throw new Error(`No job ${name}`);
      const id = sendOptions.key ? jobIdOf(name, sendOptions.key) : undefined;
      const instance = started();
      await instance.send(name, data, { id, startAfter: sendOptions.startAfter });
      const worker = workers.get(name);
      if (worker && !sendOptions.startAfter) instance.notifyWorker(worker);
    },

    async sendMany(name, batch) {
      if (!jobs.has(name)) throw new Error(`No job ${name}`);
      const instance = started();
      for (let start = 0; start < batch.length; start += SEND_MANY_CHUNK) {
        await instance.insert(batch.slice(start, start + SEND_MANY_CHUNK).map((job) => ({ name, id: jobIdOf(name, job.key), data: job.data })));
      }
      const worker = workers.get(name);
      if (worker && batch.length) instance.notifyWorker(worker);
    },

    runRecurring,

    recurringJobs: () => [...recurring.values()],

    async nextTryOf(name, key) {
      const job = await started().getJobById(name, jobIdOf(name, key));
      return job && job.state === 'retry' ? new Date(job.startAfter) : null;
    },

    async retry(name, key) {
      const instance = started();
      const id = jobIdOf(name, key);
      const deadline = Date.now() + RETRY_WAIT_MS;
      for (;;) {
        const job = await instance.getJobById(name, id);
        if (job?.state === 'failed') {
          await instance.retry(name, id);
          return;
        }
        // Still 'active': its last try has failed but is not yet marked so. Anything else needs no retry.
        if (job?.state !== 'active' || Date.now() > deadline) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    onGivenUp(listener) {
      givenUpListeners.push(listener);
    },

    async start() {
      if (boss) return;
      const cron = options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds } : {};
      const maintenance = options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {};
      const instance = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } as PgBoss.Db, schema: JOB_SCHEMA, ...cron, ...maintenance });
      instance.on('error', (error) => log.error({ err: error }, 'job queue'));
      await instance.start();
      await addFetchOrderIndex(database, log);
      boss = instance;
      const polling = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
      for (const job of jobs.values()) {
        const retryLimit = job.retryLimit ?? options.retryLimit ?? 5;
        const queue = {
          name: job.name,
          retryLimit,
          retryDelay: job.retryDelaySeconds ?? options.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds ?? options.expireInSeconds ?? 120,
          retentionDays: 30,
        };
        // Creating is a no-op for a queue that exists: the update applies this version's settings (JOB_RETRY_LIMIT…).
        await retriedOnDeadlock(() => instance.createQueue(job.name, queue));
        await retriedOnDeadlock(() => instance.updateQueue(job.name, queue));
        const runOne = async (attempt: PgBoss.JobWithMetadata<object>) => {
          const isLast = attempt.retryCount >= retryLimit;
          try {
            await job.handler(attempt.data, { id: attempt.id, attempt: attempt.retryCount + 1, isLast });
          } catch (error) {
            if (isLast) {
              for (const listener of givenUpListeners) await listener(job.name, attempt.data, error as Error).catch((failure: unknown) => log.error({ err: failure }, 'given-up listener'));
            }
            throw error;
          }
        };
        let worker = '';
        worker = await instance.work<object>(job.name, { ...polling, batchSize: job.batchSize ?? 1 }, async (batch) => {
          try {
            if (batch.length === 1) return await runOne(batch[0]);
            // pg-boss completes or fails a batch as a whole: the failed ones are failed here (each with its error, so
            // each is retried on its own), and the completion that follows leaves them be (it completes only active jobs).
            let next = 0;
            const lane = async () => {
              while (next < batch.length) {
                const attempt = batch[next++];
                await runOne(attempt).catch((error: unknown) => instance.fail(job.name, attempt.id, error as object));
              }
            };
            await Promise.all(Array.from({ length: Math.min(job.concurrency ?? batch.length, batch.length) }, lane));
          } finally {
            // pg-boss 10 waits the polling interval after every fetch, even one that found work (one job per 2 s: a
            // notice to 100 000 people would drain in days). Woken, the worker takes the next batch at once while
            // there is work; a fetch that finds none waits as before.
            instance.notifyWorker(worker);
          }
          return undefined;
        });
        workers.set(job.name, worker);
      }
      for (const job of recurring.values()) {
        // A run that fails is recorded and not retried: the next occurrence is the retry.
        await retriedOnDeadlock(() => instance.createQueue(job.name, { name: job.name, retryLimit: 0, retentionDays: 30 }));
        await retriedOnDeadlock(() => instance.schedule(job.name, job.cron, {}, { tz: FUND_TIME_ZONE }));
        await instance.work<object>(job.name, polling, async ([occurrence]) => {
          await runRecurring(job.name, occurrenceOf(new Date(occurrence.createdOn)));
        });
      }
      // A schedule left by a job this version no longer has would keep queueing work nobody takes.
      for (const schedule of await instance.getSchedules()) if (!recurring.has(schedule.name)) await instance.unschedule(schedule.name);
    },

    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      const instance = boss;
      boss = null;
      workers.clear();
      // The jobs in hand may finish (a few seconds at most) before the database closes; one cut short by the time-out is
      // retried by whichever instance takes it next (the handlers are idempotent).
      await instance?.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}

/**
 * Instances starting together create the same queues (each a partition of pg-boss's job table) and the fetch index at
 * once, and PostgreSQL may break a lock cycle among them by failing one (40P01, deadlock): that one tries again.
 */
async function retriedOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * pg-boss 10 takes a queue's next jobs `ORDER BY priority desc, created_on, id`, but its own index (name, start_after)
 * cannot give that order: every fetch sorted the whole backlog (about 180 ms with 100 000 notices waiting). This index
 * gives the order itself, so a fetch reads the first jobs and stops. On the partitioned job table, each queue's
 * partition gets it, now and when created. Two instances starting together may race to create it: the loser's error is
 * harmless (the index exists).
 */
async function addFetchOrderIndex(database: DatabaseHandle, log?: FastifyBaseLogger) {
  try {
    await retriedOnDeadlock(() => database.executeSql(`CREATE INDEX IF NOT EXISTS job_fetch_order ON ${JOB_SCHEMA}.job (name, priority DESC, created_on, id) WHERE state < 'active'`, []));
  } catch (error) {
    log?.warn({ err: error }, 'job queue: fetch-order index');
  }
}

/** Whether a recurring job's occurrence already ran (tests, settings). */
export async function recurringRunOf(database: DatabaseHandle, name: string, occurrence: Date) {
  const [run] = await database.db.select().from(execucaoTarefa).where(and(eq(execucaoTarefa.tarefa, name), eq(execucaoTarefa.ocorrencia, occurrence)));
  return run ?? null;
}

/**
 * Creates (or migrates) the queue's tables and stops: pg-boss does it on its first start, which takes seconds on
 * PGlite, so the tests' seeded database is prepared once with it instead of every test file paying for it.
 */
export async function prepareJobQueueTables(database: DatabaseHandle) {
  const instance = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } as PgBoss.Db, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await instance.start();
  await addFetchOrderIndex(database);
  await instance.stop({ graceful: false, wait: true, close: false });
}
