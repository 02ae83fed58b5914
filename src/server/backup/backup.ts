import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config, S3Settings } from '../config';
import { createArchiveWriter, type ArchivedFile, type ArchiveWriter } from './archive';
import { BackupError } from './backup-error';
import { addBucketObjects, openBucket } from './bucket';
import { dumpEmbeddedDatabase, takeEmbeddedDatabase } from './embedded-database';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DATABASE_ENTRY, describeStorage, MANIFEST_NAME, UPLOADS_PREFIX, type BackupManifest, type BackupStorage, type DatabaseKind } from './manifest';
import { findPostgresTool, inspectPostgres, runPostgresTool } from './postgres-tools';
import { listUploads } from './upload-folder';

export interface BackupResult {
  file: string;
  bytes: number;
  database: { kind: DatabaseKind; bytes: number };
  /** `from`: the folder or bucket, as the operator is told. */
  uploads: { count: number; bytes: number; from: string };
  migrations: number;
  durationMs: number;
}

export const embeddedDatabaseDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pglite');
export const databaseKindOf = (config: Pick<Config, 'databaseUrl'>): DatabaseKind => (config.databaseUrl ? 'postgres' : 'pglite');

/** `--out`: a file, or a folder (existing, or written with a trailing slash) to put a dated file in; default DATA_DIR/backups. */
async function outputFile(config: Config, out: string | undefined, kind: DatabaseKind, now: Date): Promise<string> {
  const name = `portal-backup-${kind}-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar`;
  const isFolder = out === undefined || /[\\/]$/.test(out) || (await stat(out).then((info) => info.isDirectory(), () => false));
  const file = path.resolve(isFolder ? path.join(out ?? path.join(config.dataDir, 'backups'), name) : out);
  if (existsSync(file)) throw new BackupError(`${file} já existe: escolha outro --out.`);
  await mkdir(path.dirname(file), { recursive: true });
  return file;
}

/**
 * One archive with the database and the attachments (of the upload folder, or of the bucket with STORAGE=s3), taken in that order: attachments are written once and never
 * changed, so every file the dump names is in the archive (one deleted in between aside). Written under a temporary
 * name and renamed when complete, so a file with the final name is always a whole backup.
 */
export async function createBackup(config: Config, options: { out?: string; now?: Date } = {}): Promise<BackupResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const kind = databaseKindOf(config);
  // The embedded database stays taken to the end, so no server starts and changes the attachments meanwhile.
  const release = kind === 'pglite' ? await takeEmbeddedDatabaseOf(config) : null;
  let temporary: string | null = null;
  let writer: ArchiveWriter | null = null;
  try {
    const file = await outputFile(config, options.out, kind, now);
    temporary = `${file}.${randomBytes(4).toString('hex')}.parcial`;
    writer = await createArchiveWriter(temporary);
    const { entry, migrations, postgres } = kind === 'postgres' ? await addPostgresDump(config.databaseUrl!, writer, temporary) : await addEmbeddedDump(config, writer);
    // After the dump: every attachment its rows name was stored before it, so it is in the listing.
    const uploads = config.s3 ? await addBucketAttachments(config.s3, writer) : await addFolderAttachments(config.uploadDir, writer);
    const storage: BackupStorage = config.s3 ? { driver: 's3', bucket: config.s3.bucket, endpoint: config.s3.endpoint } : { driver: 'disco' };
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      database: kind,
      createdAt: now.toISOString(),
      appVersion: config.appVersion,
      migrations,
      ...(postgres ? { postgres } : {}),
      storage,
      files: [entry, ...uploads].map(({ name, size, sha256 }) => ({ path: name, size, sha256 })),
    };
    await writer.addBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
    const bytes = await writer.finish();
    await rename(temporary, file);
    await syncFolder(path.dirname(file));
    return {
      file,
      bytes,
      database: { kind, bytes: entry.size },
      uploads: { count: uploads.length, bytes: uploads.reduce((sum, upload) => sum + upload.size, 0), from: describeStorage(storage, config.uploadDir) },
      migrations,
      durationMs: performance.now() - started,
    };
  } catch (error) {
    await writer?.abort();
    if (temporary) await rm(temporary, { force: true });
    throw error;
  } finally {
    await release?.();
  }
}

async function addFolderAttachments(uploadDir: string, writer: ArchiveWriter): Promise<ArchivedFile[]> {
  const uploads: ArchivedFile[] = [];
  for (const relative of await listUploads(uploadDir)) uploads.push(await writer.addFile(`${UPLOADS_PREFIX}${relative}`, path.join(uploadDir, relative)));
  return uploads;
}

async function addBucketAttachments(settings: S3Settings, writer: ArchiveWriter): Promise<ArchivedFile[]> {
  const objects = await openBucket(settings);
  try {
    return await addBucketObjects(objects, writer);
  } finally {
    objects.close();
  }
}

/** pg_dump's custom format (compressed, restorable table by table), from one consistent snapshot of a live database. */
async function addPostgresDump(databaseUrl: string, writer: ArchiveWriter, temporary: string) {
  const server = await inspectPostgres(databaseUrl);
  const pgDump = await findPostgresTool('pg_dump', server.major, `o servidor PostgreSQL (${server.version})`);
  const dumpFile = `${temporary}.dump`;
  try {
    await runPostgresTool(pgDump, databaseUrl, ['--format=custom', `--file=${dumpFile}`]);
    const entry = await writer.addFile(DATABASE_ENTRY.postgres, dumpFile);
    return { entry, migrations: server.migrations, postgres: { serverVersion: server.version, pgDumpVersion: pgDump.version } };
  } finally {
    await rm(dumpFile, { force: true });
  }
}

async function takeEmbeddedDatabaseOf(config: Config) {
  const pgliteDir = embeddedDatabaseDir(config);
  if (!existsSync(pgliteDir)) throw new BackupError(`Não há banco embutido em ${pgliteDir} (confira DATA_DIR, ou DATABASE_URL para PostgreSQL).`);
  return takeEmbeddedDatabase(pgliteDir, 'backup');
}

async function addEmbeddedDump(config: Config, writer: ArchiveWriter) {
  const { dump, migrations } = await dumpEmbeddedDatabase(embeddedDatabaseDir(config));
  return { entry: await writer.addBuffer(DATABASE_ENTRY.pglite, dump), migrations, postgres: null };
}

/** The rename itself reaches the disk (a crash right after it keeps the backup's name). */
async function syncFolder(folder: string) {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
