import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { acceptedTypeOf, cleanFileName, UPLOAD_MESSAGES } from '@/domain/attachments-upload-rules';
import type { Database } from '../../db/client';
import { HttpError, MESSAGES } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { actingPersonId } from '../../access/reach';
import { CLOSE_CONNECTION, receiveFile } from '../../storage/receive';
import type { UploadStorage } from '../../storage/upload-storage';
import * as repository from './repository';

export interface FinishedUpload {
  idPessoa: number;
  idRequisicao: number | null;
  nomeOriginal: string;
  tipoConteudo: string;
  tamanho: number;
  sha256: string;
  /** The key of the file, already in storage. */
  caminho: string;
}

function toItem(row: { id: number; nomeOriginal: string; tipoConteudo: string; tamanho: number; criadoEm: Date }) {
  return { id: row.id, nomeOriginal: row.nomeOriginal, tipoConteudo: row.tipoConteudo, tamanho: row.tamanho, criadoEm: row.criadoEm.toISOString() };
}

export function createAttachmentService(db: Database, storage: UploadStorage, options: { maxBytes: number }) {
  /** The cleaned name of an upload; 400 without one, 415 when its extension is not in the accept list of spec §5. */
  function checkFileName(raw: string | undefined): string {
    const name = cleanFileName(raw ?? '');
    if (!name) throw new HttpError(400, UPLOAD_MESSAGES.nameRequired, CLOSE_CONNECTION);
    if (!acceptedTypeOf(name)) throw new HttpError(415, UPLOAD_MESSAGES.invalidType, CLOSE_CONNECTION);
    return name;
  }

  function checkDeclaredSize(size: number | undefined) {
    if (size !== undefined && size > options.maxBytes) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge, CLOSE_CONNECTION);
    if (size === 0) throw new HttpError(400, UPLOAD_MESSAGES.empty);
  }

  /** A participant attaches only to their own requests (a legal representative to the represented person's); an administrator to anyone's. */
  async function checkRequestAccess(auth: AuthenticatedPerson, idRequisicao: number): Promise<number> {
    const owner = await repository.findRequestOwner(db, idRequisicao);
    if (owner === null) throw new HttpError(404, 'Solicitação não encontrada.');
    if (!auth.isAdmin && owner !== actingPersonId(auth)) throw new HttpError(403, MESSAGES.forbidden);
    return owner;
  }

  /** Records a file already in storage; if the row cannot be written the file goes too. */
  async function saveAttachment(upload: FinishedUpload) {
    const { caminho } = upload;
    try {
      const row = await db.transaction((tx) =>
        repository.insertAttachment(tx, {
          idPessoa: upload.idPessoa,
          idRequisicao: upload.idRequisicao,
          nomeOriginal: upload.nomeOriginal,
          tipoConteudo: upload.tipoConteudo,
          tamanho: upload.tamanho,
          sha256: upload.sha256,
          caminho,
        }),
      );
      return toItem(row);
    } catch (error) {
      await storage.remove(caminho);
      throw error;
    }
  }

  /**
   * Its sender, the person of its request or conversation, the people of the plans of a document it is the file of,
   * the voters of an election whose candidate's photo it is, and administrators.
   */
  async function canRead(auth: AuthenticatedPerson, row: repository.AttachmentRow): Promise<boolean> {
    const me = actingPersonId(auth);
    if (auth.isAdmin || row.idPessoa === me || row.pessoaRequisicao === me || row.pessoaConversa === me) return true;
    return repository.isAttachmentSharedWithPerson(db, row.id, me);
  }

  async function readableAttachment(auth: AuthenticatedPerson, id: number) {
    const row = await repository.findAttachment(db, id);
    if (!row) throw new HttpError(404, UPLOAD_MESSAGES.notFound);
    if (!(await canRead(auth, row))) throw new HttpError(403, MESSAGES.forbidden);
    return row;
  }

  return {
    checkFileName,
    checkDeclaredSize,
    checkRequestAccess,
    saveAttachment,

    /**
     * An upload for one person without a session: the re-registration's e-mailed link, whose token the caller has
     * already checked. The same checks, sniffing and storage as every upload; the file is not linked to a request.
     */
    async receiveForPerson(idPessoa: number, input: { fileName: string | undefined; declaredSize: number | undefined }, body: IncomingMessage) {
      const nomeOriginal = checkFileName(input.fileName);
      checkDeclaredSize(input.declaredSize);
      const received = await receiveFile(body, storage, { fileName: nomeOriginal, maxBytes: options.maxBytes });
      const caminho = await received.file.commit();
      return saveAttachment({ idPessoa, idRequisicao: null, nomeOriginal, tipoConteudo: received.mime, tamanho: received.size, sha256: received.sha256, caminho });
    },

    /** The single-request upload: checks what it can before reading, then streams, sniffs, hashes and stores. */
    async receive(auth: AuthenticatedPerson, input: { fileName: string | undefined; declaredSize: number | undefined; idRequisicao: number | undefined }, body: IncomingMessage) {
      if (input.idRequisicao !== undefined) await checkRequestAccess(auth, input.idRequisicao);
      const nomeOriginal = checkFileName(input.fileName);
      checkDeclaredSize(input.declaredSize);
      const received = await receiveFile(body, storage, { fileName: nomeOriginal, maxBytes: options.maxBytes });
      const caminho = await received.file.commit();
      return saveAttachment({
        // Sent by an administrator viewing the portal as someone: the file is that person's.
        idPessoa: actingPersonId(auth),
        idRequisicao: input.idRequisicao ?? null,
        nomeOriginal,
        tipoConteudo: received.mime,
        tamanho: received.size,
        sha256: received.sha256,
        caminho,
      });
    },

    async download(auth: AuthenticatedPerson, id: number): Promise<{ attachment: repository.AttachmentRow; content: Readable }> {
      const attachment = await readableAttachment(auth, id);
      const content = await storage.openRead(attachment.caminho).catch(() => {
        throw new HttpError(404, UPLOAD_MESSAGES.notFound);
      });
      return { attachment, content };
    },

    async listForRequest(auth: AuthenticatedPerson, idRequisicao: number) {
      await checkRequestAccess(auth, idRequisicao);
      return (await repository.listRequestAttachments(db, idRequisicao)).map(toItem);
    },

    /** Links an uploaded file to a request: the caller owns the file, and the request is of the same person. */
    async link(auth: AuthenticatedPerson, idAnexo: number, idRequisicao: number) {
      const attachment = await repository.findAttachment(db, idAnexo);
      if (!attachment) throw new HttpError(404, UPLOAD_MESSAGES.notFound);
      if (!auth.isAdmin && attachment.idPessoa !== actingPersonId(auth)) throw new HttpError(403, MESSAGES.forbidden);
      const requestOwner = await checkRequestAccess(auth, idRequisicao);
      if (requestOwner !== attachment.idPessoa) throw new HttpError(409, UPLOAD_MESSAGES.otherOwner);
      if (!(await repository.linkToRequest(db, idAnexo, idRequisicao))) throw new HttpError(409, UPLOAD_MESSAGES.alreadyLinked);
      return toItem(attachment);
    },
  };
}

export type AttachmentService = ReturnType<typeof createAttachmentService>;

/** What a request's detail shows of its attachments. */
export async function listAttachmentsOfRequest(db: Database, idRequisicao: number) {
  return (await repository.listRequestAttachments(db, idRequisicao)).map(toItem);
}
