import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { contentAgreesWithName, cleanFileName } from '@/domain/attachments-upload-rules';
import { isContentTypeAccepted } from '@/domain/attachments-file-rules';
import { CERTIFICATE_ACCEPT, DEATH_REPORT_MESSAGES, type FieldError } from '@/domain/death-report';
import type { UploadStorage } from '../../storage/upload-storage';

export interface Certificate {
  fileName: string;
  content: Buffer;
}

/** A PDF or an image whose content (sniffed, as every upload is) agrees with its name; the field's error otherwise. */
export async function checkCertificate(certificate: Certificate | null): Promise<{ error: FieldError } | { name: string; mime: string }> {
  const name = cleanFileName(certificate?.fileName ?? '');
  if (!certificate || certificate.content.length === 0 || !name) return { error: { path: 'certidao', message: DEATH_REPORT_MESSAGES.certificateRequired, type: 'required' } };
  const detected = await fileTypeFromBuffer(certificate.content);
  if (!detected || !contentAgreesWithName(name, detected.mime) || !isContentTypeAccepted(detected.mime, CERTIFICATE_ACCEPT)) {
    return { error: { path: 'certidao', message: DEATH_REPORT_MESSAGES.certificateType, type: 'file-invalid-type' } };
  }
  return { name, mime: detected.mime };
}

/** Writes the certificate into the private upload storage under a generated name; returns its key and hash. */
export async function storeCertificate(storage: UploadStorage, content: Buffer): Promise<{ caminho: string; sha256: string }> {
  const file = storage.createFile();
  file.stream.end(content);
  await finished(file.stream);
  return { caminho: await file.commit(), sha256: createHash('sha256').update(content).digest('hex') };
}
