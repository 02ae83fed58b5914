import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server, type Upload } from '@tus/server';
import { SNIFF_BYTES, UPLOAD_MESSAGES } from '@/domain/attachments-upload-rules';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError, MESSAGES } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { sniffAgreeingType } from '../../storage/sniff';
import type { UploadStorage } from '../../storage/upload-storage';
import type { AttachmentService } from './service';
import { actingPersonId } from '../../access/reach';

export const TUS_PATH = '/api/anexos/tus';
/** Response header of the request that completes an upload: the id of the attachment it became. */
export const ATTACHMENT_ID_HEADER = 'X-Id-Anexo';
/** Unfinished uploads older than this (since creation) are swept with their partial file. */
export const PARTIAL_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Portuguese bodies for the answers @tus/server writes itself, by status. */
const TUS_MESSAGES: Record<number, string> = {
  400: 'A requisição de envio é inválida. Verifique os cabeçalhos do protocolo tus.',
  404: UPLOAD_MESSAGES.uploadNotFound,
  409: 'O deslocamento (Upload-Offset) não corresponde ao que já foi recebido. Consulte com HEAD e continue de lá.',
  410: UPLOAD_MESSAGES.uploadNotFound,
  412: 'Versão do protocolo tus não suportada.',
  413: UPLOAD_MESSAGES.tooLarge,
  415: UPLOAD_MESSAGES.invalidType,
  423: 'Este envio está em andamento em outra conexão. Tente de novo em instantes.',
  500: MESSAGES.internal,
};

/** What a tus hook throws to answer with a status and a JSON body (@tus/server reads status_code and body). */
function tusError(status: number, message: string) {
  return { status_code: status, body: JSON.stringify({ message }) };
}

type TusError = { status_code?: number; body?: string; code?: string };

/** The JSON answer of a failed tus call: a full disk is 507, the database away 503 (as on every other route). */
export function tusAnswerFor(error: unknown): { status_code: number; body: string } {
  const { status_code: status = 500, body, code } = error as TusError;
  if (code === 'ENOSPC') return { status_code: 507, body: JSON.stringify({ message: UPLOAD_MESSAGES.noSpace }) };
  if (isDatabaseUnavailable(error)) return { status_code: 503, body: JSON.stringify({ message: MESSAGES.unavailable }) };
  if (body?.startsWith('{')) return { status_code: status, body };
  return { status_code: status, body: JSON.stringify({ message: TUS_MESSAGES[status] ?? TUS_MESSAGES[400] }) };
}

/** The signed-in person of a tus request: set by the Fastify route (after `authenticate`) before tus sees the request. */
const authByRequest = new WeakMap<IncomingMessage, AuthenticatedPerson>();

function authOf(request: Request): AuthenticatedPerson {
  const node = (request as Request & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node;
  const auth = node ? authByRequest.get(node.req) : undefined;
  if (!auth) throw tusError(401, MESSAGES.unauthenticated);
  return auth;
}

async function throwAsTus<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError) throw tusError(error.statusCode, error.message);
    throw error;
  }
}

/** How many uploads whose content already passed the check an instance remembers (so it is not read again at each PATCH). */
const CHECKED_UPLOADS_KEPT = 10_000;

/**
 * Resumable uploads (tus 1.0: creation, creation-with-upload, termination, expiration) on the storage's datastore: the
 * local folder's @tus/file-store, or the bucket (storage/s3-resumable-store.ts), both reachable from every instance.
 * A finished upload is sniffed, hashed and stored as an attachment, whose id goes back in the X-Id-Anexo header of the
 * request that completed it.
 */
export function createTusUploads(storage: UploadStorage, service: AttachmentService, options: { maxBytes: number; trustProxy: boolean }) {
  const partials = storage.resumable;
  const datastore = partials.createDatastore({ expirationPeriodInMilliseconds: PARTIAL_UPLOAD_TTL_MS });
  const checkedUploads = new Set<string>();

  async function discard(id: string) {
    checkedUploads.delete(id);
    await partials.discard(id);
  }

  async function ownUpload(auth: AuthenticatedPerson, id: string): Promise<Upload> {
    const upload = await datastore.getUpload(id).catch(() => null);
    // Someone else's upload answers like a missing one: its id reveals nothing.
    if (!upload || upload.metadata?.idPessoa !== String(actingPersonId(auth))) throw tusError(404, UPLOAD_MESSAGES.uploadNotFound);
    return upload;
  }

  /** The content check as soon as the first bytes are stored: a wrong type stops the upload before the rest is sent. */
  async function checkContentSoFar(upload: Upload) {
    const enough = Math.min(SNIFF_BYTES, upload.size ?? SNIFF_BYTES);
    if (upload.offset < enough || checkedUploads.has(upload.id)) return;
    if (!(await sniffAgreeingType(await partials.readStart(upload.id, enough), upload.metadata?.filename ?? ''))) {
      await discard(upload.id);
      throw tusError(415, UPLOAD_MESSAGES.contentMismatch);
    }
    // The first bytes never change once stored: later PATCHes need not read them again.
    if (checkedUploads.size >= CHECKED_UPLOADS_KEPT) checkedUploads.clear();
    checkedUploads.add(upload.id);
  }

  const server = new Server({
    path: TUS_PATH,
    datastore,
    maxSize: options.maxBytes,
    relativeLocation: true,
    respectForwardedHeaders: options.trustProxy,
    exposedHeaders: [ATTACHMENT_ID_HEADER],
    // The web is served from the same origin; no other origin may drive uploads with a participant's token.
    allowedOrigins: [],
    async onIncomingRequest(request, id) {
      const auth = authOf(request);
      if (request.method === 'POST') return;
      const upload = await ownUpload(auth, id);
      if (request.method === 'PATCH') await checkContentSoFar(upload);
    },
    async onUploadCreate(request, upload) {
      const auth = authOf(request);
      const metadata = upload.metadata ?? {};
      if (upload.size === undefined) throw tusError(400, 'Informe o tamanho do arquivo no cabeçalho Upload-Length.');
      const filename = await throwAsTus(Promise.resolve().then(() => service.checkFileName(metadata.filename ?? undefined)));
      await throwAsTus(Promise.resolve().then(() => service.checkDeclaredSize(upload.size)));
      const idRequisicao = metadata.idRequisicao ? Number(metadata.idRequisicao) : null;
      if (idRequisicao !== null) {
        if (!Number.isInteger(idRequisicao) || idRequisicao < 1) throw tusError(400, 'idRequisicao inválido.');
        await throwAsTus(service.checkRequestAccess(auth, idRequisicao));
      }
      // Only these keys are kept: the owner is the signed-in person, whatever the client sent.
      return { metadata: { filename, idPessoa: String(actingPersonId(auth)), ...(idRequisicao ? { idRequisicao: String(idRequisicao) } : {}) } };
    },
    async onUploadFinish(_request, upload) {
      const metadata = upload.metadata ?? {};
      try {
        const mime = await sniffAgreeingType(await partials.readStart(upload.id, SNIFF_BYTES), metadata.filename ?? '');
        if (!mime) throw tusError(415, UPLOAD_MESSAGES.contentMismatch);
        const { key, sha256 } = await partials.commit(upload.id);
        const saved = await service.saveAttachment({
          idPessoa: Number(metadata.idPessoa),
          idRequisicao: metadata.idRequisicao ? Number(metadata.idRequisicao) : null,
          nomeOriginal: metadata.filename ?? '',
          tipoConteudo: mime,
          tamanho: upload.size ?? upload.offset,
          sha256,
          caminho: key,
        });
        return { headers: { [ATTACHMENT_ID_HEADER]: String(saved.id) } };
      } finally {
        // Stored or not, this upload is over: its description (and, on failure, its data) must not linger.
        await discard(upload.id);
      }
    },
    async onResponseError(_request, error) {
      return tusAnswerFor(error);
    },
  });

  return {
    /** Hands a request (already authenticated by Fastify) and its raw, unread body stream to tus. */
    async handle(auth: AuthenticatedPerson, request: IncomingMessage, response: ServerResponse) {
      authByRequest.set(request, auth);
      // Every tus answer is JSON or empty; the header is set before tus writes its own.
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      try {
        await server.handle(request, response);
      } catch (error) {
        // The reply is hijacked: Fastify's error handler will not answer for us.
        if (!response.headersSent) response.writeHead(500).end(JSON.stringify({ message: MESSAGES.internal }));
        else response.destroy();
        throw error;
      }
    },
    /** Removes unfinished uploads older than PARTIAL_UPLOAD_TTL_MS; returns how many. */
    sweepExpired: () => server.cleanUpExpiredUploads(),
  };
}

export type TusUploads = ReturnType<typeof createTusUploads>;
