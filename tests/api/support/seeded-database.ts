import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { seedDemo } from '@/server/db/seed/demo';
import { prepareJobQueueTables } from '@/server/jobs/job-queue';
import { createDiskStorage } from '@/server/storage/upload-storage';

/**
 * The demo data, migrated and seeded once per run, that every API test file starts from: a PGlite dump file, or a
 * PostgreSQL template database (TEST_DATABASE_URL). Seeding ten years of history took a few seconds per file, about
 * seventy times a pass. The seed's attachments (the fund's documents, the candidates' photos) are files beside it.
 */
export type SeededDatabase = { kind: 'pglite'; dumpFile: string; uploadDir: string } | { kind: 'postgres'; template: string; uploadDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-seeded-'));
  const uploadDir = path.join(folder, 'uploads');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `semeado_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
    await seedDemo(database.db, new Date(), createDiskStorage(uploadDir));
    await prepareJobQueueTables(database);
    await database.close();
    project.provide('seededDatabase', { kind: 'postgres', template, uploadDir });
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
      await rm(folder, { recursive: true, force: true });
    };
  }
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await seedDemo(database.db, new Date(), createDiskStorage(uploadDir));
  await prepareJobQueueTables(database);
  const dumpFile = path.join(folder, 'semeado.tar');
  await writeFile(dumpFile, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('seededDatabase', { kind: 'pglite', dumpFile, uploadDir });
  return () => rm(folder, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Copies the seed's attachments into a test's upload folder, file by file through a temporary name, so that test
 * files sharing one folder never read a half-copied file.
 */
export async function copySeededUploads(from: string, to: string) {
  for (const entry of await readdir(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (await stat(target).then(() => true, () => false)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(4).toString('hex')}.copia`;
    await copyFile(source, partial);
    await rename(partial, target);
  }
}
