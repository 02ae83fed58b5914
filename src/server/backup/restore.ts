import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { migrationsOfCode } from '../db/client';
import { extractArchive } from './archive';
import { BackupError } from './backup-error';
import { databaseKindOf, embeddedDatabaseDir } from './backup';
import { isEmbeddedDatabaseEmpty, replaceEmbeddedDatabase, takeEmbeddedDatabase } from './embedded-database';
import { checkAgainstManifest, DATABASE_ENTRY, MANIFEST_NAME, parseManifest, UPLOADS_PREFIX, type BackupManifest, type DatabaseKind } from './manifest';
import { findPostgresTool, inspectPostgres, restorePostgresDump } from './postgres-tools';
import { createStagingFolder, listUploads, replaceUploads, safeUploadPath } from './upload-folder';

export interface RestoreResult {
  manifest: BackupManifest;
  uploads: number;
  durationMs: number;
}

const KIND_NAMES: Record<DatabaseKind, string> = { postgres: 'PostgreSQL (DATABASE_URL)', pglite: 'o banco embutido (PGlite, DATA_DIR)' };

/**
 * Puts a backup in the place of the configured database and upload folder. The whole archive is read and checked
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
  try {
    await checkTarget(config, kind, options.force === true);
    staging = await createStagingFolder(config.uploadDir);
    const manifest = await extractAndCheck(file, staging);
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
    await replaceUploads(config.uploadDir, path.join(staging, 'uploads'));
    return { manifest, uploads: manifest.files.length - 1, durationMs: performance.now() - started };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    await release?.();
  }
}

/** Refuses, without `force`, a database with tables or an upload folder with files, and a PostgreSQL with sessions. */
async function checkTarget(config: Config, kind: DatabaseKind, force: boolean) {
  if (force) return;
  const found: string[] = [];
  if (kind === 'postgres') {
    const target = await inspectPostgres(config.databaseUrl!);
    if (target.tables > 0) found.push(`o banco ${target.database} tem ${target.tables} tabelas`);
    if (target.otherSessions > 0) found.push(`há ${target.otherSessions} outras conexões ao banco ${target.database} (pare as instâncias do portal)`);
  } else if (!(await isEmbeddedDatabaseEmpty(embeddedDatabaseDir(config)))) {
    found.push(`já há um banco embutido em ${embeddedDatabaseDir(config)}`);
  }
  const uploads = (await listUploads(config.uploadDir)).length;
  if (uploads > 0) found.push(`a pasta de anexos ${config.uploadDir} tem ${uploads} arquivos`);
  if (found.length > 0) {
    throw new BackupError(`O destino não está vazio: ${found.join('; ')}. Nada foi restaurado. Para substituí-lo pelo backup, rode de novo com --force.`);
  }
}

/** Every file of the archive into the staging folder, then checked against the manifest. */
async function extractAndCheck(file: string, staging: string): Promise<BackupManifest> {
  const seen = new Set<string>();
  const extracted = await extractArchive(file, (name) => {
    const corrupt = (why: string) => new BackupError(`O backup ${file} está corrompido (${why}: ${name}). Nada foi restaurado.`);
    if (seen.has(name)) throw corrupt('entrada repetida');
    seen.add(name);
    if (name === MANIFEST_NAME || Object.values(DATABASE_ENTRY).includes(name)) return path.join(staging, ...name.split('/'));
    const relative = name.startsWith(UPLOADS_PREFIX) ? safeUploadPath(name.slice(UPLOADS_PREFIX.length)) : null;
    if (relative === null) throw corrupt('entrada inesperada');
    return path.join(staging, 'uploads', relative);
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
