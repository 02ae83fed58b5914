/** Upload rules of spec §5: which files the drop zone takes and the message of each rejection code. */
import { MAX_UPLOAD_BYTES } from './constants';

/** Content type (wildcards allowed) → the extensions that count as that type when the browser gives no type. */
export const UPLOAD_ACCEPT: Record<string, string[]> = {
  'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.heic', '.bmp'],
  'application/pdf': ['.pdf'],
  'application/zip': ['.zip'],
  'video/*': ['.mp4', '.mov', '.avi', '.mkv', '.webm'],
};

/**
 * The proof of address (onboarding step 4, the re-registration's proof of address): a photo or a scan of a bill or a
 * statement, so an image or a PDF; never a video or an archive. The drop zone takes only these and the server checks
 * the attachment's content type when the proof is sent.
 */
export const PROOF_OF_ADDRESS_ACCEPT: Record<string, string[]> = {
  'image/*': UPLOAD_ACCEPT['image/*'],
  'application/pdf': UPLOAD_ACCEPT['application/pdf'],
};
export const PROOF_OF_ADDRESS_TYPE_MESSAGE = 'Envie o comprovante de endereço como imagem (PNG ou JPG) ou PDF. Vídeos e arquivos ZIP não são aceitos.';
/** The drop zone's settings for a proof of address. */
export const PROOF_OF_ADDRESS_FILES = {
  accept: PROOF_OF_ADDRESS_ACCEPT,
  hint: 'Formatos válidos: PNG, JPG ou PDF até 600MB',
  rejectionMessages: { 'file-invalid-type': PROOF_OF_ADDRESS_TYPE_MESSAGE },
};

/** True when a content type (as the server sniffed it) is one of the accept list's (wildcards allowed). */
export function isContentTypeAccepted(contentType: string, accept: Record<string, string[]>): boolean {
  const type = contentType.toLowerCase();
  return Object.keys(accept).some((mime) => (mime.endsWith('/*') ? type.startsWith(mime.slice(0, -1)) : type === mime));
}

/** An empty file is refused (file-too-small). */
export const MIN_UPLOAD_BYTES = 1;
export const MAX_FILES = 1;
export const UPLOAD_LABEL = 'Upload do Documento (Opcional)';
export const UPLOAD_HINT = 'Formatos válidos: PNG, JPG, PDF, ZIP, MP4 até 600MB';

export type RejectionCode = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

export const REJECTION_MESSAGES: Record<RejectionCode, string> = {
  'file-invalid-type': 'Formato não aceito. Envie um arquivo PNG, JPG, PDF, ZIP ou MP4.',
  'file-too-large': 'O arquivo passa de 600MB. Envie um arquivo menor.',
  'file-too-small': 'O arquivo está vazio. Escolha outro arquivo.',
  'too-many-files': 'Envie apenas um arquivo por vez.',
};

export function rejectionMessage(code: string): string {
  return code in REJECTION_MESSAGES ? REJECTION_MESSAGES[code as RejectionCode] : 'Não foi possível usar este arquivo. Escolha outro.';
}

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** True when the file's content type matches an accepted type (wildcards allowed) or its name ends with an accepted extension. */
export function isAcceptedType(file: Pick<FileLike, 'name' | 'type'>, accept: Record<string, string[]> = UPLOAD_ACCEPT): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return Object.entries(accept).some(([mime, extensions]) => {
    const mimeMatches = mime.endsWith('/*') ? type.startsWith(mime.slice(0, -1)) : type === mime;
    return mimeMatches || extensions.some((extension) => name.endsWith(extension.toLowerCase()));
  });
}

/** The rejection codes of one file, in the order the drop zone reports them. */
export function fileRejectionCodes(file: FileLike, maxBytes = MAX_UPLOAD_BYTES): RejectionCode[] {
  const codes: RejectionCode[] = [];
  if (!isAcceptedType(file)) codes.push('file-invalid-type');
  if (file.size > maxBytes) codes.push('file-too-large');
  if (file.size < MIN_UPLOAD_BYTES) codes.push('file-too-small');
  return codes;
}

/** Accepted and rejected files of one drop; more than one file rejects all of them with too-many-files. */
export function checkDrop(files: FileLike[]): { accepted: FileLike[]; rejected: { file: FileLike; codes: RejectionCode[] }[] } {
  if (files.length > MAX_FILES) {
    return { accepted: [], rejected: files.map((file) => ({ file, codes: [...fileRejectionCodes(file), 'too-many-files'] })) };
  }
  const accepted = files.filter((file) => fileRejectionCodes(file).length === 0);
  const rejected = files.filter((file) => !accepted.includes(file)).map((file) => ({ file, codes: fileRejectionCodes(file) }));
  return { accepted, rejected };
}

const SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB'];

/** 1,5 MB style sizes for the chosen file. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${SIZE_UNITS[unit]}`;
}
