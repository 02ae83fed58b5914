import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@/server/config';
import { connectBucket, type BucketObjects } from '@/server/storage/s3-objects';

export interface TestS3Server {
  /** What S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID… would give: the settings of an instance on this server. */
  settings: S3Settings;
  /** The bucket seen directly, as an operator would: to list or delete objects behind the API's back. */
  objects: BucketObjects;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver, in this process, objects in a temporary folder) with one empty bucket.
 * It checks request signatures with its fixed keys, like MinIO with its root user.
 */
export async function startS3Server(bucket = 'anexos'): Promise<TestS3Server> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 's3-anexos-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const objects = await connectBucket(settings);
  return {
    settings,
    objects,
    async close() {
      objects.close();
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
