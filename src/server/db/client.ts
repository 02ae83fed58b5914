import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { drizzleWithNamedStatements, PgliteNamedStatements } from './pglite-named-statements';
import { tables as schema } from './tables';

type Schema = typeof schema;
/** The one database type the modules see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runner: the database itself or a transaction opened on it. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs one SQL text as it is, with $1… parameters or as several statements without: what the job queue
   * (src/server/jobs) runs its own tables with, on the same connections as the rest of the app.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs a named (server-side prepared) statement, as drizzle's `.prepare(name)` does, and returns its rows as arrays
   * of driver values: the hot reads of db/hot-query.ts. A name stands for one SQL text.
   */
  namedQuery(name: string, text: string, values: unknown[]): Promise<unknown[][]>;
  /** The embedded database's files as a tar archive, to start another from (PGlite only). */
  dump?(): Promise<Blob>;
  /**
   * PostgreSQL only (PGlite is one embedded connection, with no pool to watch): the pool's connections now, and every
   * query's duration handed to `observer` from now on (the metrics, src/server/observability).
   */
  pool?: { stats(): PoolStats; observeQueries(observer: QueryObserver): void };
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, idle among them, and calls waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Called once per query that ends, with its duration and whether it failed. */
export type QueryObserver = (seconds: number, failed: boolean) => void;

/** How long a call waits for a PostgreSQL connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The failure reaches the caller through its query; the listener only keeps the 'error' event from being unhandled. */
function ignoreClientError() {}

/** The pool's size: PostgreSQL's default max_connections (100) leaves room for several instances and the tools. */
const POOL_MAX = 20;

/**
 * A connection that times each of its queries for the observer set later (none at first). pg has no query events; its
 * Pool takes the client class to build connections with, and every query, the pool's own and those of a checked-out
 * client (transactions, drizzle), goes through Client.query: by promise, or with a callback as its last argument.
 */
function timedClient(timing: { observer: QueryObserver | null }): typeof pg.Client {
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  class TimedClient extends pg.Client {}
  // pg's overloads of query cannot be restated one by one: arguments and result pass through as they are.
  TimedClient.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
    const observer = timing.observer;
    if (!observer) return query.apply(this, args);
    const started = performance.now();
    const finish = (failed: boolean) => observer((performance.now() - started) / 1000, failed);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        finish(Boolean(error));
        (last as (error: unknown, result: unknown) => void)(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(() => finish(false), () => finish(true));
    return result;
  } as typeof pg.Client.prototype.query;
  return TimedClient;
}

/** The PostgreSQL connection pool, set up to fail fast and survive the server going away. */
export function createPool(databaseUrl: string, timing: { observer: QueryObserver | null } = { observer: null }): pg.Pool {
  const pool = new pg.Pool({
    Client: timedClient(timing),
    connectionString: databaseUrl,
    max: POOL_MAX,
    // While the database is out of reach a call fails within this time (503, see db/unavailable.ts) rather than
    // hanging: it bounds both opening a connection and waiting for a free one.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A connection the server ends (a restart, a failover, a dropped database) must not take the process down.
  // Idle ones: the pool emits 'error' and drops them. Checked-out ones (a transaction between two queries) emit
  // 'error' on the client itself, which has no listener of the pool's then: an unhandled 'error' event would
  // crash the process, so every client gets one. The query in flight fails on its own and the pool discards
  // the client when it is released.
  pool.on('error', (error) => console.error(`PostgreSQL: conexão ociosa encerrada pelo servidor (${error.message})`));
  pool.on('connect', (client) => client.on('error', ignoreClientError));
  return pool;
}

/** The embedded database's folder is held by another process (a running server, a backup, a restore). */
export class EmbeddedDatabaseInUseError extends Error {}

/**
 * Takes the embedded database's folder for this process (created when missing): PGlite serves one process only, and
 * a second one on the same folder would corrupt it. The server, `npm run db:backup` and `db:restore` all take it.
 */
export async function lockEmbeddedDatabase(pgliteDir: string): Promise<() => Promise<void>> {
  await mkdir(pgliteDir, { recursive: true });
  try {
    return await lockfile.lock(pgliteDir, { lockfilePath: `${pgliteDir}.lock`, stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new EmbeddedDatabaseInUseError(`O banco embutido em ${pgliteDir} já está em uso por outro processo. Pare-o antes ou use outro DATA_DIR.`);
    }
    throw error;
  }
}

export const MIGRATIONS_FOLDER = path.resolve('src/server/db/migrations');

/** The migrations this code was built with, from drizzle-kit's journal. */
export function migrationsOfCode(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  /** Folder of the embedded database; null = in memory (tests). */
  pgliteDir: string | null;
  /** An embedded database's dump to start from (tests: the demo data seeded once for every file). */
  pgliteDump?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const timing: { observer: QueryObserver | null } = { observer: null };
    const pool = createPool(options.databaseUrl, timing);
    // numeric and bigint come back as strings: money is never turned into a float.
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      namedQuery: async (name, text, values) => (await pool.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows,
      pool: {
        stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
        observeQueries(observer) {
          timing.observer = observer;
        },
      },
      close: () => pool.end(),
    };
  }

  let releaseLock: (() => Promise<void>) | null = null;
  if (options.pgliteDir) releaseLock = await lockEmbeddedDatabase(options.pgliteDir);
  const client = new PGlite({ dataDir: options.pgliteDir ?? undefined, loadDataDir: options.pgliteDump });
  // One set of named statements for drizzle's prepared queries and the hot ones: a name is parsed once per database.
  const statements = new PgliteNamedStatements(client);
  const db = drizzleWithNamedStatements(client, schema, statements) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    // PGlite takes parameters for one statement only; a text of several (the queue's migrations) goes through exec.
    executeSql: async (text, values) => (values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] })),
    namedQuery: async (name, text, values) => (await statements.query<unknown[]>(name, text, values, { rowMode: 'array' })).rows,
    // A checkpoint first, or every database opened from the dump replays the write-ahead log written since the last
    // one (the seeded demo: 0.62–1.1 s an open, 0.47–0.6 s after a checkpoint).
    dump: async () => {
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    async close() {
      await client.close();
      await releaseLock?.();
    },
  };
}
