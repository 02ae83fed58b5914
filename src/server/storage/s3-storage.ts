import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from '../config';
import type { BucketObjects } from './s3-objects';
import { S3ResumableStore } from './s3-resumable-store';
import { sha256PassThrough } from './sha256-stream';
import { newStorageKey, type UploadStorage } from './upload-storage';

/** Stored keys are `<yyyy>/<mm>/<uuid>`; nothing under .parciais nor outside the layout is ever read as an attachment. */
function checkKey(key: string) {
  if (key.startsWith('.') || key.startsWith('/') || key.split('/').some((segment) => segment === '..' || segment === '')) {
    throw new Error(`chave de anexo inválida: ${key}`);
  }
}

/**
 * Attachments in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage…): every instance of the API reads and writes
 * the same objects, so none needs a shared folder. A single-request upload streams straight into its final object
 * (one PutObject, or a multipart upload past 5 MiB); unfinished resumable uploads live in the bucket too
 * (s3-resumable-store.ts), so a tus upload begun on one instance goes on from another.
 */
export function createS3Storage(settings: S3Settings, objects: BucketObjects): UploadStorage {
  // Reading, storing and dropping an unfinished upload do not depend on the expiration the tus server gives its own.
  const partials = new S3ResumableStore(objects, 0);

  return {
    driver: 's3',
    async prepare() {
      try {
        await objects.checkAccess();
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        const reason = status === 404 ? 'o bucket não existe' : status === 403 ? 'acesso negado (confira as credenciais e a política do bucket)' : (error as Error).message;
        throw new Error(`Armazenamento S3 indisponível (bucket ${settings.bucket}${settings.endpoint ? ` em ${settings.endpoint}` : ''}): ${reason}`, { cause: error });
      }
    },
    // Readiness (/api/saude/pronto): the bucket answers HeadBucket with these credentials.
    probe: (signal) => objects.checkAccess(signal),
    createFile(now = new Date()) {
      const key = newStorageKey(now);
      const { stream, done } = objects.write(key);
      return {
        stream,
        commit: async () => {
          await done;
          return key;
        },
        async discard() {
          if (!stream.destroyed) stream.destroy();
          await done.catch(() => undefined);
          await objects.remove([key]);
        },
      };
    },
    async openRead(key) {
      checkKey(key);
      return objects.read(key);
    },
    async remove(key) {
      checkKey(key);
      await objects.remove([key]);
    },
    // Nothing to sweep: a single-request upload is no object until it completes. A multipart upload cut by a crash
    // stays invisible; the bucket's lifecycle rule (AbortIncompleteMultipartUpload, README) clears it.
    sweepTemp: async () => 0,
    close: () => objects.close(),
    resumable: {
      createDatastore: ({ expirationPeriodInMilliseconds }) => new S3ResumableStore(objects, expirationPeriodInMilliseconds),
      readStart: (id, length) => partials.readStart(id, length),
      async commit(id, now = new Date()) {
        const key = newStorageKey(now);
        const hashing = sha256PassThrough();
        // The PATCHes' objects, read back in order into one object under the final key; the SHA-256 on the way.
        const { stream } = objects.write(key);
        await pipeline(Readable.from(partials.content(id)), hashing.stream, stream);
        // Stored: a failure to drop the parts now only leaves them to the expiry sweep.
        await partials.discard(id).catch(() => undefined);
        return { key, sha256: hashing.digest() };
      },
      discard: (id) => partials.discard(id),
    },
  };
}
