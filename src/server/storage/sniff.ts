import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { contentAgreesWithName } from '@/domain/attachments-upload-rules';

/** The type of a file on disk by its magic bytes (only its first bytes are read), when it agrees with the file's name; otherwise null. */
export async function sniffAgreeingType(filePath: string, fileName: string): Promise<string | null> {
  const detected = await fileTypeFromFile(filePath);
  return detected && contentAgreesWithName(fileName, detected.mime) ? detected.mime : null;
}

/** SHA-256 of a file, streamed (a 600 MB file is never in memory). */
export async function hashFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath, { highWaterMark: 1024 * 1024 }), hash);
  return hash.digest('hex');
}
