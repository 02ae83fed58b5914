import { api, ApiError, TRANSPORT_MESSAGES } from './api';
import { CSRF_HEADER } from '@/domain/constants';
import { readPessoaTargetId } from './auth-session';

export interface Anexo {
  id: number;
  nomeOriginal: string;
  tipoConteudo: string;
  tamanho: number;
  criadoEm: string;
}

const API_BASE = process.env.NEXT_PUBLIC_API_URL ?? '/api';
/** 5 MiB a request: a phone that loses its connection resends at most that much. */
const CHUNK_BYTES = 5 * 1024 * 1024;
const ATTACHMENT_ID_HEADER = 'X-Id-Anexo';

/**
 * Sends a file through the resumable upload (tus): it goes in chunks, retries on its own after a dropped
 * connection and resumes where it stopped. Resolves with the id of the stored attachment.
 */
export async function uploadAttachment(file: File, onProgress: (fraction: number) => void): Promise<number> {
  // tus-js-client (~15 kB gzip) is fetched when a file is actually sent, not with every page that offers a drop zone.
  const { Upload } = await import('tus-js-client').catch(() => {
    throw new ApiError(0, TRANSPORT_MESSAGES.network);
  });
  return new Promise((resolve, reject) => {
    let attachmentId: number | null = null;
    // The HttpOnly session cookie goes with every request (same origin); the custom header is the API's CSRF check.
    const headers: Record<string, string> = { [CSRF_HEADER.name]: CSRF_HEADER.value };
    const idPessoaAlvo = readPessoaTargetId();
    if (idPessoaAlvo !== null) headers['X-Pessoa-Alvo'] = String(idPessoaAlvo);
    const upload = new Upload(file, {
      endpoint: `${API_BASE}/anexos/tus`,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { filename: file.name, filetype: file.type },
      headers,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onAfterResponse: (_request, response) => {
        const header = response.getHeader(ATTACHMENT_ID_HEADER);
        if (header) attachmentId = Number(header);
      },
      onSuccess: () => (attachmentId ? resolve(attachmentId) : reject(new ApiError(0, TRANSPORT_MESSAGES.unexpected))),
      onError: (error) => {
        // tus-js-client keeps the server's answer; our API answers {message} in Portuguese.
        const response = 'originalResponse' in error ? error.originalResponse : null;
        let message: string = TRANSPORT_MESSAGES.network;
        try {
          const body = response ? (JSON.parse(response.getBody()) as { message?: string }) : null;
          if (body?.message) message = body.message;
        } catch {
          // not JSON: keep the transport message
        }
        reject(new ApiError(response?.getStatus() ?? 0, message));
      },
    });
    // A file that was half sent before (same file, same browser) continues from where it stopped.
    void upload.findPreviousUploads().then((previous) => {
      if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}

export function retornarAnexos(idRequisicao: number) {
  return api.get<Anexo[]>('/retornarAnexos', { params: { idRequisicao } });
}

/** An attachment as a blob through the one HTTP client (an image shown in the page: the caller revokes its URL). */
export function retornarAnexoBlob(idAnexo: number) {
  return api.get<Blob>(`/retornarAnexo/${idAnexo}`, { responseType: 'blob' });
}

/** Downloads through the one HTTP client and saves the file under its name. */
export async function baixarAnexo(anexo: Pick<Anexo, 'id' | 'nomeOriginal'>) {
  const blob = await api.get<Blob>(`/retornarAnexo/${anexo.id}`, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = anexo.nomeOriginal;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
