import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { BucketObjects } from '../storage/s3-objects';
import { migrationsOfCode } from '../db/client';
import { extractArchive } from './archive';
import { BackupError } from './backup-error';
import { listBucketAttachments, openBucket, replaceBucketObjects } from './bucket';
import { databaseKindOf, embeddedDatabaseDir } from './backup';
import { isEmbeddedDatabaseEmpty, replaceEmbeddedDatabase, takeEmbeddedDatabase } from './embedded-database';
import { checkAgainstManifest, DATABASE_ENTRY, describeStorage, MANIFEST_NAME, parseManifest, UPLOADS_PREFIX, type BackupManifest, type BackupStorage, type DatabaseKind } from './manifest';
import { findPostgresTool, inspectPostgres, restorePostgresDump } from './postgres-tools';
import { createStagingFolder, listUploads, replaceUploads, safeUploadPath } from './upload-folder';

export interface RestoreResult {
  manifest: BackupManifest;
  uploads: number;
  /** Where the attachments were backed up from and put back into (a folder, a bucket), as the operator is told. */
  from: string;
  into: string;
  durationMs: number;
}

const KIND_NAMES: Record<DatabaseKind, string> = { postgres: 'PostgreSQL (DATABASE_URL)', pglite: 'o banco embutido (PGlite, DATA_DIR)' };

/**
 * Puts a backup in the place of the configured database and upload folder (or bucket, with STORAGE=s3: whichever
 * storage the backup came from, its manifest says). The whole archive is read and checked
 * against its manifest (SHA-256 of every file) before anything is replaced; a target that holds data is replaced only
 * with `force`. The portal must be stopped: the embedded database refuses otherwise, PostgreSQL counts its sessions.
 */
export async function restoreBackup(config: Config, archive: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const started = performance.now();
  const file = path.resolve(archive);
  if (!(await stat(file).then((info) => info.isFile(), () => false))) throw new BackupError(`O arquivo de backup ${file} não existe.`);
  const kind = databaseKindOf(config);
  const pgliteDir = embeddedDatabaseDir(config);
  const release = kind === 'pglite' ? await takeEmbeddedDatabase(pgliteDir, 'restauração') : null;
  let staging: string | null = null;
  let bucket: BucketObjects | null = null;
  try {
    // STORAGE=s3: the attachments go to the configured bucket, which may not be the one they were backed up from.
    if (config.s3) bucket = await openBucket(config.s3);
    await checkTarget(config, kind, bucket, options.force === true);
    staging = await createStagingFolder(config.uploadDir);
    const manifest = await extractAndCheck(file, staging, bucket === null);
    if (manifest.database !== kind) {
      throw new BackupError(`O backup é de ${KIND_NAMES[manifest.database]}, e o destino configurado é ${KIND_NAMES[kind]}: restaure-o num destino do mesmo tipo.`);
    }
    const known = migrationsOfCode();
    if (manifest.migrations > known) {
      throw new BackupError(`O backup veio da versão ${manifest.appVersion} do portal, com ${manifest.migrations} migrações; esta conhece ${known}. Restaure-o com uma versão igual ou mais nova.`);
    }
    const dumpFile = path.join(staging, DATABASE_ENTRY[kind]);
    if (kind === 'postgres') await restorePostgres(config.databaseUrl!, dumpFile, manifest);
    else await replaceEmbeddedDatabase(pgliteDir, dumpFile, manifest.migrations);
    // Checked whole above; the objects are read from the archive a second time, each hashed again on its way in.
    if (bucket) await replaceBucketObjects(bucket, file, manifest);
    else await replaceUploads(config.uploadDir, path.join(staging, 'uploads'));
    const into: BackupStorage = config.s3 ? { driver: 's3', bucket: config.s3.bucket, endpoint: config.s3.endpoint } : { driver: 'disco' };
    return {
      manifest,
      uploads: manifest.files.length - 1,
      from: describeStorage(manifest.storage ?? { driver: 'disco' }),
      into: describeStorage(into, config.uploadDir),
      durationMs: performance.now() - started,
    };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    bucket?.close();
    await release?.();
  }
}

/** Refuses, without `force`, a database with tables or an upload folder (bucket) with files, and a PostgreSQL with sessions. */
async function checkTarget(config: Config, kind: DatabaseKind, bucket: BucketObjects | null, force: boolean) {
  if (force) return;
  const found: string[] = [];
  if (kind === 'postgres') {
    const target = await inspectPostgres(config.databaseUrl!);
    if (target.tables > 0) found.push(`o banco ${target.database} tem ${target.tables} tabelas`);
    if (target.otherSessions > 0) found.push(`há ${target.otherSessions} outras conexões ao banco ${target.database} (pare as instâncias do portal)`);
  } else if (!(await isEmbeddedDatabaseEmpty(embeddedDatabaseDir(config)))) {
    found.push(`já há um banco embutido em ${embeddedDatabaseDir(config)}`);
  }
  if (bucket) {
    const objects = (await listBucketAttachments(bucket, 'skip')).length;
    if (objects > 0) found.push(`o bucket de anexos ${bucket.bucket} tem ${objects} objetos`);
  } else {
    const uploads = (await listUploads(config.uploadDir)).length;
    if (uploads > 0) found.push(`a pasta de anexos ${config.uploadDir} tem ${uploads} arquivos`);
  }
  if (found.length > 0) {
    throw new BackupError(`O destino não está vazio: ${found.join('; ')}. Nada foi restaurado. Para substituí-lo pelo backup, rode de novo com --force.`);
  }
}

/**
 * Every file of the archive into the staging folder, then checked against the manifest. With `uploadsToDisk` false
 * (a bucket restore), the attachments are only hashed: they go straight from the archive to the bucket afterwards.
 */
async function extractAndCheck(file: string, staging: string, uploadsToDisk: boolean): Promise<BackupManifest> {
  const seen = new Set<string>();
  const extracted = await extractArchive(file, (name) => {
    const corrupt = (why: string) => new BackupError(`O backup ${file} está corrompido (${why}: ${name}). Nada foi restaurado.`);
    if (seen.has(name)) throw corrupt('entrada repetida');
    seen.add(name);
    if (name === MANIFEST_NAME || Object.values(DATABASE_ENTRY).includes(name)) return path.join(staging, ...name.split('/'));
    const relative = name.startsWith(UPLOADS_PREFIX) ? safeUploadPath(name.slice(UPLOADS_PREFIX.length)) : null;
    if (relative === null) throw corrupt('entrada inesperada');
    return uploadsToDisk ? path.join(staging, 'uploads', relative) : null;
  });
  const manifestFile = path.join(staging, MANIFEST_NAME);
  if (!existsSync(manifestFile)) throw new BackupError(`O backup ${file} não tem manifesto (${MANIFEST_NAME}): está incompleto ou não é um backup do portal. Nada foi restaurado.`);
  const manifest = parseManifest(await readFile(manifestFile, 'utf8'), file);
  checkAgainstManifest(manifest, extracted, file);
  return manifest;
}

/** The dump's objects dropped (when present) and created again, owned by the user of DATABASE_URL, in one transaction. */
async function restorePostgres(databaseUrl: string, dumpFile: string, manifest: BackupManifest) {
  const target = await inspectPostgres(databaseUrl);
  const dumpMajor = Number((manifest.postgres?.pgDumpVersion ?? '0').split('.')[0]);
  const pgRestore = await findPostgresTool('pg_restore', Math.max(dumpMajor, target.major), `a versão do backup (pg_dump ${dumpMajor}) ou do servidor de destino (${target.major})`);
  await restorePostgresDump(pgRestore, databaseUrl, dumpFile);
  const restored = await inspectPostgres(databaseUrl);
  if (restored.migrations !== manifest.migrations) throw new BackupError(`O banco restaurado tem ${restored.migrations} migrações, e o manifesto diz ${manifest.migrations}.`);
}
