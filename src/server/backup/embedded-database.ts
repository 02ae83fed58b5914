import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from '../db/client';
import { BackupError } from './backup-error';
import { countAppliedMigrations } from './manifest';

/**
 * The embedded database (PGlite) is one process's: its folder is locked by whoever opens it. A backup or a restore
 * takes the same lock, so it is refused while the portal runs, and the portal is refused while they run. A copy taken
 * with the folder in use could catch its files halfway through a write.
 */
export async function takeEmbeddedDatabase(pgliteDir: string, action: 'backup' | 'restauração'): Promise<() => Promise<void>> {
  try {
    return await lockEmbeddedDatabase(pgliteDir);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    throw new BackupError(
      `${action === 'backup' ? 'Backup recusado' : 'Restauração recusada'}: o banco embutido em ${pgliteDir} está em uso (o portal está rodando?). ` +
        `O PGlite atende um processo só: pare o servidor, rode de novo e depois inicie o portal.`,
    );
  }
}

export async function isEmbeddedDatabaseEmpty(pgliteDir: string): Promise<boolean> {
  return !existsSync(pgliteDir) || (await readdir(pgliteDir)).length === 0;
}

/** The folder's files as PGlite's own gzipped tar (dumpDataDir), with the migrations applied; the caller holds the lock. */
export async function dumpEmbeddedDatabase(pgliteDir: string): Promise<{ dump: Buffer; migrations: number }> {
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) throw new BackupError(`Não há banco embutido em ${pgliteDir} (confira DATA_DIR).`);
  // Opening it replays a crash's write-ahead log first, so the dump is of a consistent database.
  const client = new PGlite({ dataDir: pgliteDir });
  try {
    const migrations = await countAppliedMigrations((text) => client.query(text));
    // Checkpointed, the restored database opens without replaying the log again.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    return { dump: Buffer.from(await dump.arrayBuffer()), migrations };
  } finally {
    await client.close();
  }
}

/**
 * Loads the dump into a new folder beside the database's, checks that it opens with the migrations the manifest
 * says, and only then puts it in the database's place (two renames); the caller holds the lock.
 */
export async function replaceEmbeddedDatabase(pgliteDir: string, dumpFile: string, expectedMigrations: number): Promise<void> {
  const suffix = randomBytes(4).toString('hex');
  const staged = `${pgliteDir}.restauracao-${suffix}`;
  const previous = `${pgliteDir}.anterior-${suffix}`;
  try {
    const client = new PGlite({ dataDir: staged, loadDataDir: new Blob([await readFile(dumpFile)]) });
    try {
      const migrations = await countAppliedMigrations((text) => client.query(text));
      if (migrations !== expectedMigrations) throw new BackupError(`O banco do backup abriu com ${migrations} migrações, e o manifesto diz ${expectedMigrations}. Nada foi restaurado.`);
    } finally {
      await client.close();
    }
    const hadPrevious = existsSync(pgliteDir);
    if (hadPrevious) await rename(pgliteDir, previous);
    try {
      await rename(staged, pgliteDir);
    } catch (error) {
      if (hadPrevious) await rename(previous, pgliteDir);
      throw error;
    }
    await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
}
