import { PassThrough, Readable, Writable } from 'node:stream';
import type { _Object } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';

/** S3's smallest multipart part; also the most a single-request upload holds in memory before its first part goes out. */
const PART_SIZE = 5 * 1024 * 1024;
/** Parts of one upload in flight at once: at most (QUEUE_SIZE + 1) × PART_SIZE buffered per upload (≈ 15 MiB). */
const QUEUE_SIZE = 2;

/** The few object operations the storage needs, on one bucket, all streamed. */
export interface BucketObjects {
  readonly bucket: string;
  /** Checks that the bucket exists and these credentials reach it (HeadBucket); `signal` gives up waiting. */
  checkAccess(signal?: AbortSignal): Promise<void>;
  /** A writer whose stream finishes once the object is complete in the bucket; destroying it leaves no object. */
  write(key: string): { stream: Writable; done: Promise<void> };
  put(key: string, body: string): Promise<void>;
  /** The object's bytes (or `range`, as in HTTP: `bytes=0-99`); rejects with a NoSuchKey error when it is missing. */
  read(key: string, range?: string): Promise<Readable>;
  /** Every object whose key starts with `prefix`, in key order, page by page. */
  list(prefix: string): Promise<_Object[]>;
  /** Deletes the keys (missing ones are fine). */
  remove(keys: string[]): Promise<void>;
  /** Closes the client's connections. */
  close(): void;
}

export function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * The bucket of the settings, through the AWS SDK. The SDK (≈ 22 MB of memory once loaded) is imported here, when the
 * S3 driver is chosen, and not by every process: a static import would be hoisted into the bundled server.
 */
export async function connectBucket(settings: S3Settings): Promise<BucketObjects> {
  const [{ DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client }, { Upload }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  const bucket = settings.bucket;
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Servers other than AWS: checksums only where S3 requires them; several reject the CRC32 headers that the SDK
    // has sent by default since version 3.729 (January 2025).
    ...(settings.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });

  return {
    bucket,
    async checkAccess(signal) {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), signal ? { abortSignal: signal } : {});
    },
    write(key) {
      // lib-storage reads the body part by part: one PutObject for a small file, a multipart upload past PART_SIZE.
      const body = new PassThrough();
      const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: body }, partSize: PART_SIZE, queueSize: QUEUE_SIZE });
      const done = upload.done().then(() => undefined);
      let isComplete = false;
      const stream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          if (body.write(chunk)) callback();
          else body.once('drain', () => callback());
        },
        final(callback) {
          body.end();
          done.then(() => {
            isComplete = true;
            callback();
          }, callback);
        },
        destroy(error, callback) {
          if (isComplete) return callback(error);
          // An unfinished multipart upload is aborted by lib-storage; a small file was never sent.
          body.destroy(new Error('envio interrompido'));
          void upload.abort();
          done.then(() => callback(error), () => callback(error));
        },
      });
      // A refused or lost upload fails the stream, even while a write waits for 'drain'.
      done.catch((error: Error) => stream.destroy(error));
      return { stream, done };
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/json' }));
    },
    async read(key, range) {
      const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: range } : {}) }));
      return response.Body as Readable;
    },
    async list(prefix) {
      const objects: _Object[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        objects.push(...(page.Contents ?? []));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },
    async remove(keys) {
      // One DeleteObject per key, a few at a time: DeleteObjects needs a checksum, which the SDK now sends as CRC32 where
      // some S3-compatible servers still require Content-MD5 (https://github.com/aws/aws-sdk-js-v3/issues/6819).
      for (let start = 0; start < keys.length; start += 8) {
        await Promise.all(keys.slice(start, start + 8).map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
      }
    },
    close: () => client.destroy(),
  };
}
