import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { buildApp, type BuildAppOptions } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '@/server/db/seed/demo';
import { planoFuncionalidade, vinculoPlano } from '@/server/db/schema/plans';
import { createDiskStorage } from '@/server/storage/upload-storage';
import { copySeededUploads } from './support/seeded-database';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * An empty database of its own on the PostgreSQL server of TEST_DATABASE_URL, dropped by `dropDatabase`;
 * without that server, no URL (the caller uses PGlite).
 */
export async function createScratchDatabase(prefix: string, template?: string): Promise<{ databaseUrl: string | null; dropDatabase: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { databaseUrl: null, dropDatabase: async () => {} };
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async dropDatabase() {
      const client = new pg.Client(serverUrl);
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A real database per test file: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL (the second run of `npm test`). Demo data seeded: copied from the run's
 * seeded database (support/seeded-database.ts), or seeded here for a test that brings its own upload storage.
 */
export async function createTestContext(overrides: Partial<Config> = {}, appOptions: Pick<BuildAppOptions, 'uploads' | 'logger' | 'clock' | 'web'> = {}): Promise<TestContext> {
  const seeded = appOptions.uploads?.storage ? undefined : inject('seededDatabase');
  const { databaseUrl, dropDatabase } = await createScratchDatabase('teste', seeded?.kind === 'postgres' ? seeded.template : undefined);
  const pgliteDump = !databaseUrl && seeded?.kind === 'pglite' ? new Blob([await readFile(seeded.dumpFile)]) : undefined;
  const database = await openDatabase({ databaseUrl, pgliteDir: null, pgliteDump });
  const config = loadConfig({ NODE_ENV: 'test' }, { databaseUrl, ...overrides });
  if (seeded) await copySeededUploads(seeded.uploadDir, config.uploadDir);
  // The fund's documents are PDFs in the attachments storage the app reads.
  else await seedDemo(database.db, new Date(), appOptions.uploads?.storage ?? createDiskStorage(config.uploadDir));
  const app = await buildApp({ config, database, ...appOptions });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

export async function login(app: FastifyInstance, cpf: string, senha = DEMO_PASSWORD): Promise<{ token: string; idPessoa: number }> {
  const response = await app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf, senha } });
  if (response.statusCode !== 200) throw new Error(`login ${cpf} → ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { token: body.token, idPessoa: body.pessoa.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Caller = string | { token: string } | undefined;
const headersOf = (caller: Caller) => (caller === undefined ? {} : bearer(typeof caller === 'string' ? caller : caller.token));

/**
 * The API through app.inject as one caller sees it: `get(url, caller)`, `post(url, payload, caller)`, `put`, `del`,
 * where the caller is a token, a signed-in person ({token}) or nobody (no Authorization header). `app` is read at each
 * call, so the helpers can be made before the file's beforeAll has built the app.
 */
export function apiOf(app: () => FastifyInstance) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: Caller, payload?: unknown) =>
    app().inject({ method, url, headers: headersOf(caller), ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string, caller?: Caller) => send('GET', url, caller),
    post: (url: string, payload: unknown, caller?: Caller) => send('POST', url, caller, payload),
    put: (url: string, payload: unknown, caller?: Caller) => send('PUT', url, caller, payload),
    del: (url: string, caller?: Caller) => send('DELETE', url, caller),
  };
}

/**
 * Runs `work` with a service added to the segment (plan × category × situation) of a plan link, as an administrator
 * would enable it in the services management, and takes it off again afterwards: for a route's behaviour in a
 * segment the seed does not give that service.
 */
export async function withServiceOffered<T>(context: TestContext, idVinculoPlano: number, idFuncionalidade: number, work: () => Promise<T>): Promise<T> {
  const { db } = context.database;
  const [segment] = await db.select({ idPlano: vinculoPlano.idPlano, idCategoria: vinculoPlano.idCategoria, idSituacao: vinculoPlano.idSituacao }).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano));
  const row = { ...segment, idFuncionalidade };
  const sameRow = and(eq(planoFuncionalidade.idPlano, row.idPlano), eq(planoFuncionalidade.idCategoria, row.idCategoria), eq(planoFuncionalidade.idSituacao, row.idSituacao), eq(planoFuncionalidade.idFuncionalidade, idFuncionalidade));
  const added = await db.insert(planoFuncionalidade).values(row).onConflictDoNothing().returning();
  try {
    return await work();
  } finally {
    // Only what this call added: a service the segment already had stays.
    if (added.length > 0) await db.delete(planoFuncionalidade).where(sameRow);
  }
}
