import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from '../config';
import { connectBucket, type BucketObjects } from '../storage/s3-objects';
import { createS3Storage } from '../storage/s3-storage';
import { sha256PassThrough } from '../storage/sha256-stream';
import { readArchiveEntries, type ArchivedFile, type ArchiveWriter } from './archive';
import { BackupError } from './backup-error';
import { UPLOADS_PREFIX, type BackupManifest } from './manifest';
import { PARTIAL_FOLDER, safeUploadPath } from './upload-folder';

/**
 * The attachments in an S3-compatible bucket (STORAGE=s3): backed up from it object by object, each GetObject body
 * streamed into the archive, and restored into the configured bucket (another one, for a new environment) streamed
 * from the archive, each object's SHA-256 checked again on its way in.
 */

/** The bucket of the settings, reachable with these credentials; refused in Portuguese when it is not. */
export async function openBucket(settings: S3Settings): Promise<BucketObjects> {
  const objects = await connectBucket(settings);
  try {
    await createS3Storage(settings, objects).prepare();
  } catch (error) {
    objects.close();
    throw new BackupError(`${(error as Error).message}. Nada foi feito.`);
  }
  return objects;
}

/**
 * The attachments' objects (not the unfinished uploads under .parciais/), in key order, with their sizes. An object
 * whose name no attachment has is refused by a backup (its restore would refuse it) and left alone by a restore.
 */
export async function listBucketAttachments(objects: BucketObjects, foreign: 'refuse' | 'skip'): Promise<Array<{ key: string; size: number }>> {
  const attachments: Array<{ key: string; size: number }> = [];
  for (const object of await objects.list('')) {
    const key = object.Key!;
    if (key.startsWith(`${PARTIAL_FOLDER}/`)) continue;
    if (safeUploadPath(key) === null && foreign === 'skip') continue;
    if (safeUploadPath(key) === null) throw new BackupError(`O bucket ${objects.bucket} tem um objeto que não é um anexo do portal: ${key}. Remova-o ou mova-o e rode o backup de novo.`);
    attachments.push({ key, size: object.Size ?? 0 });
  }
  return attachments;
}

/** Each attachment's object into the archive, one at a time, streamed (never a whole file in memory). */
export async function addBucketObjects(objects: BucketObjects, writer: ArchiveWriter): Promise<ArchivedFile[]> {
  const archived: ArchivedFile[] = [];
  for (const { key, size } of await listBucketAttachments(objects, 'refuse')) {
    const body = await objects.read(key).catch((error: unknown) => {
      throw new BackupError(`O objeto ${key} do bucket ${objects.bucket} não pôde ser lido durante o backup (${(error as Error).name}: ${(error as Error).message}). Rode o backup de novo.`);
    });
    archived.push(await writer.addStream(`${UPLOADS_PREFIX}${key}`, size, body, `O objeto ${key} do bucket ${objects.bucket}`));
  }
  return archived;
}

/**
 * Puts the archive's attachments in the bucket in the place of its current ones: each streamed from the archive into
 * its object (a multipart upload past 5 MiB), hashed on the way and compared with the manifest; then the objects the
 * backup does not have are deleted (unfinished uploads under .parciais/ stay). Returns how many were written.
 */
export async function replaceBucketObjects(objects: BucketObjects, archive: string, manifest: BackupManifest): Promise<number> {
  const expected = new Map(manifest.files.filter((file) => file.path.startsWith(UPLOADS_PREFIX)).map((file) => [file.path, file]));
  let written = 0;
  await readArchiveEntries(
    archive,
    (name) => expected.has(name),
    async (name, size, content) => {
      const key = name.slice(UPLOADS_PREFIX.length);
      const sha256 = await writeObject(objects, key, content);
      const listed = expected.get(name)!;
      if (sha256 !== listed.sha256 || size !== listed.size) {
        throw new BackupError(`O objeto ${key} gravado no bucket ${objects.bucket} não confere com o manifesto (SHA-256 ${sha256.slice(0, 12)}…, esperado ${listed.sha256.slice(0, 12)}…): o backup mudou durante a restauração?`);
      }
      written += 1;
    },
  );
  if (written !== expected.size) throw new BackupError(`Só ${written} dos ${expected.size} anexos do backup foram gravados no bucket ${objects.bucket}.`);
  const restored = new Set([...expected.keys()].map((name) => name.slice(UPLOADS_PREFIX.length)));
  const stale = (await listBucketAttachments(objects, 'skip')).map(({ key }) => key).filter((key) => !restored.has(key));
  await objects.remove(stale);
  return written;
}

async function writeObject(objects: BucketObjects, key: string, content: Readable): Promise<string> {
  const hashing = sha256PassThrough();
  const { stream } = objects.write(key);
  await pipeline(content, hashing.stream, stream);
  return hashing.digest();
}
