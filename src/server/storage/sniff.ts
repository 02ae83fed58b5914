import { fileTypeFromBuffer } from 'file-type';
import { contentAgreesWithName } from '@/domain/attachments-upload-rules';

/** The type of a file by the magic bytes of its start (SNIFF_BYTES are enough), when it agrees with the file's name; otherwise null. */
export async function sniffAgreeingType(start: Buffer, fileName: string): Promise<string | null> {
  const detected = await fileTypeFromBuffer(start);
  return detected && contentAgreesWithName(fileName, detected.mime) ? detected.mime : null;
}
