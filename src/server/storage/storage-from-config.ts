import type { Config } from '../config';
import { connectBucket } from './s3-objects';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, type UploadStorage } from './upload-storage';

/** The attachments' storage the configuration names: the S3-compatible bucket when there is one, else the local folder. */
export async function storageFromConfig(config: Pick<Config, 's3' | 'uploadDir'>): Promise<UploadStorage> {
  return config.s3 ? createS3Storage(config.s3, await connectBucket(config.s3)) : createDiskStorage(config.uploadDir);
}
