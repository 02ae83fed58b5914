import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Unfinished uploads (tus, single-request temp files) and a restore's staging live here, on the same disk as the
 * attachments (src/server/storage): never backed up, and where a restore can move files into place by rename.
 */
export const PARTIAL_FOLDER = '.parciais';

/** The attachments under the upload folder, as paths relative to it with '/', sorted; none when it does not exist. */
export async function listUploads(uploadDir: string): Promise<string[]> {
  if (!existsSync(uploadDir)) return [];
  const files: string[] = [];
  for (const entry of await readdir(uploadDir, { withFileTypes: true, recursive: true })) {
    // Symbolic links and sockets are not attachments: the storage writes regular files only.
    if (!entry.isFile()) continue;
    const relative = path.relative(uploadDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relative === PARTIAL_FOLDER || relative.startsWith(`${PARTIAL_FOLDER}/`)) continue;
    files.push(relative);
  }
  return files.sort();
}

/** A path from an archive that stays inside the upload folder and outside its partial files; null otherwise. */
export function safeUploadPath(relative: string): string | null {
  if (relative === '' || relative.includes('\\') || relative.includes('\0') || path.posix.isAbsolute(relative)) return null;
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..') || parts[0] === PARTIAL_FOLDER) return null;
  return parts.join(path.sep);
}

/** A new folder for a restore's files, inside the partial folder so that it is on the upload folder's disk. */
export async function createStagingFolder(uploadDir: string): Promise<string> {
  const staging = path.join(uploadDir, PARTIAL_FOLDER, `restauracao-${randomBytes(4).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  return staging;
}

/**
 * Puts the restored attachments in the place of the current ones: the current top-level entries (the year folders)
 * are moved aside, the restored ones moved in, then the old ones deleted. Renames only, so it works when the upload
 * folder is itself a mounted volume. The partial folder stays.
 */
export async function replaceUploads(uploadDir: string, restored: string): Promise<void> {
  await mkdir(uploadDir, { recursive: true });
  const previous = path.join(uploadDir, PARTIAL_FOLDER, `anterior-${randomBytes(4).toString('hex')}`);
  await mkdir(previous, { recursive: true });
  for (const name of await readdir(uploadDir)) {
    if (name !== PARTIAL_FOLDER) await rename(path.join(uploadDir, name), path.join(previous, name));
  }
  if (existsSync(restored)) {
    for (const name of await readdir(restored)) await rename(path.join(restored, name), path.join(uploadDir, name));
  }
  await rm(previous, { recursive: true, force: true });
}
