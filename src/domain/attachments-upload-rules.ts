/** Server-side reading of the upload rules of spec §5: the same accept list and limit as the drop zone (file-rules.ts). */
import { MAX_UPLOAD_BYTES } from './constants';
import { REJECTION_MESSAGES, UPLOAD_ACCEPT } from './attachments-file-rules';

export { MAX_UPLOAD_BYTES };

/** file-type needs at most this many leading bytes to recognise any format it knows. */
export const SNIFF_BYTES = 4100;

export const UPLOAD_MESSAGES = {
  tooLarge: REJECTION_MESSAGES['file-too-large'],
  invalidType: REJECTION_MESSAGES['file-invalid-type'],
  empty: REJECTION_MESSAGES['file-too-small'],
  contentMismatch: 'O conteúdo do arquivo não corresponde à extensão.',
  nameRequired: 'Informe o nome do arquivo.',
  noSpace: 'Não há espaço no servidor para guardar o arquivo. Tente novamente mais tarde.',
  notFound: 'Anexo não encontrado.',
  uploadNotFound: 'Envio não encontrado ou já expirado. Comece o envio de novo.',
  alreadyLinked: 'Este anexo já está vinculado a outra solicitação.',
  otherOwner: 'O anexo e a solicitação precisam ser da mesma pessoa.',
} as const;

/** The accept-list entry (`image/*`, `application/pdf`, …) a file name falls under, or null when its extension is not accepted. */
export function acceptedTypeOf(fileName: string): string | null {
  const name = fileName.toLowerCase();
  const entry = Object.entries(UPLOAD_ACCEPT).find(([, extensions]) => extensions.some((extension) => name.endsWith(extension)));
  return entry ? entry[0] : null;
}

/** True when the type sniffed from the content belongs to the accept-list entry of the file's extension. */
export function contentAgreesWithName(fileName: string, detectedMime: string | undefined): boolean {
  const accepted = acceptedTypeOf(fileName);
  if (!accepted || !detectedMime) return false;
  return accepted.endsWith('/*') ? detectedMime.startsWith(accepted.slice(0, -1)) : detectedMime === accepted;
}

/** A name safe to keep and to send back in Content-Disposition: no folders, no control characters, at most 255 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-255);
}
