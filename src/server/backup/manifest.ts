import type { ArchivedFile } from './archive';
import { BackupError } from './backup-error';

/** What the archive holds, written as its last entry once every file has been hashed. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  database: DatabaseKind;
  createdAt: string;
  appVersion: string;
  /** Migrations applied in the database backed up (drizzle.__drizzle_migrations). */
  migrations: number;
  /** PostgreSQL only: the server's version and the pg_dump's that wrote the dump (pg_restore must be as new). */
  postgres?: { serverVersion: string; pgDumpVersion: string };
  /**
   * Where the attachments (the files under uploads/) came from: the upload folder, or the S3-compatible bucket. A
   * backup without it (written before the S3 driver) came from the folder. Either restores into either.
   */
  storage?: BackupStorage;
  files: Array<{ path: string; size: number; sha256: string }>;
}

export type BackupStorage = { driver: 'disco' } | { driver: 's3'; bucket: string; endpoint: string | null };

/** How the storage is named to the operator: "pasta /srv/anexos", "bucket anexos em http://minio:9000". */
export function describeStorage(storage: BackupStorage, uploadDir?: string): string {
  if (storage.driver === 'disco') return uploadDir ? `pasta ${uploadDir}` : 'pasta de anexos';
  return `bucket ${storage.bucket}${storage.endpoint ? ` em ${storage.endpoint}` : ''}`;
}

export type DatabaseKind = 'postgres' | 'pglite';

export const BACKUP_FORMAT = 'portal-previdencia-backup';
/** Raised when a change makes an older restore misread the archive. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
/** pg_dump's custom format, or PGlite's own dump of its folder (dumpDataDir, a gzipped tar). */
export const DATABASE_ENTRY: Record<DatabaseKind, string> = { postgres: 'database/postgres.dump', pglite: 'database/pglite.tar.gz' };
export const UPLOADS_PREFIX = 'uploads/';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const SHA256 = /^[0-9a-f]{64}$/;

export function parseManifest(text: string, archive: string): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupError(`O manifesto do backup ${archive} não é um JSON válido. Nada foi restaurado.`);
  }
  if (value.format !== BACKUP_FORMAT) throw new BackupError(`${archive} não é um backup do portal (formato: ${String(value.format)}).`);
  if (value.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(`O backup ${archive} está no formato ${String(value.formatVersion)}; esta versão do portal restaura o formato ${BACKUP_FORMAT_VERSION}.`);
  }
  const isValid =
    (value.database === 'postgres' || value.database === 'pglite') &&
    isText(value.createdAt) &&
    isText(value.appVersion) &&
    Number.isInteger(value.migrations) &&
    Array.isArray(value.files) &&
    value.files.every((file) => isText(file?.path) && Number.isInteger(file.size) && file.size >= 0 && SHA256.test(String(file.sha256))) &&
    (value.storage === undefined || value.storage.driver === 'disco' || (value.storage.driver === 's3' && isText(value.storage.bucket)));
  if (!isValid) throw new BackupError(`O manifesto do backup ${archive} está incompleto. Nada foi restaurado.`);
  return value as BackupManifest;
}

/**
 * Every file the manifest lists is in the archive with its size and SHA-256, and the archive holds nothing else: a
 * bit flipped, a file cut short, added or left out, and the backup is refused before anything is replaced.
 */
export function checkAgainstManifest(manifest: BackupManifest, extracted: ArchivedFile[], archive: string) {
  const found = new Map(extracted.filter((file) => file.name !== MANIFEST_NAME).map((file) => [file.name, file]));
  const problems: string[] = [];
  for (const listed of manifest.files) {
    const file = found.get(listed.path);
    found.delete(listed.path);
    if (!file) problems.push(`${listed.path} falta`);
    else if (file.size !== listed.size || file.sha256 !== listed.sha256) problems.push(`${listed.path} não confere (SHA-256 ${file.sha256.slice(0, 12)}…, esperado ${listed.sha256.slice(0, 12)}…)`);
  }
  for (const name of found.keys()) problems.push(`${name} não está no manifesto`);
  if (!manifest.files.some((file) => file.path === DATABASE_ENTRY[manifest.database])) problems.push(`o banco (${DATABASE_ENTRY[manifest.database]}) falta`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; e mais ${problems.length - 5}` : '');
    throw new BackupError(`O backup ${archive} está corrompido: ${shown}. Nada foi restaurado.`);
  }
}

/** The migrations applied in a database, 0 when it was never migrated (no drizzle schema yet). */
export async function countAppliedMigrations(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  try {
    const { rows } = await query('select count(*)::int as applied from drizzle.__drizzle_migrations');
    return Number((rows[0] as { applied: number }).applied);
  } catch (error) {
    // undefined_table, invalid_schema_name: an empty database.
    if (['42P01', '3F000'].includes((error as { code?: string }).code ?? '')) return 0;
    throw error;
  }
}
