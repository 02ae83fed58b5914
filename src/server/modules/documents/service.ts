import { DOCUMENT_CATEGORIES, type DocumentCategory, type DocumentoPublicado } from '@/domain/documents-fund';
import type { ApiValidationError } from '@/domain/api-types';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { actingPersonId } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

export const DOCUMENT_MESSAGES = {
  notFound: 'Documento não encontrado.',
  attachmentNotFound: 'Arquivo não encontrado. Envie o arquivo antes de publicar.',
  attachmentOfRequest: 'Este arquivo pertence a uma solicitação ou conversa e não pode ser publicado. Envie o arquivo novamente.',
  attachmentNotAdmin: 'Só um arquivo enviado por um administrador pode ser publicado.',
  attachmentPublished: 'Este arquivo já está publicado em outro documento.',
  titleRequired: 'Informe o título do documento.',
  planNotFound: 'Plano não encontrado.',
  plansEmpty: 'Escolha ao menos um plano, ou todos os planos.',
} as const;

export interface DocumentInput {
  idAnexo: number;
  titulo: string;
  categoria: DocumentCategory;
  idPlanos: number[] | null;
  ano?: number | null;
  descricao?: string | null;
}

export function toDocumentView(row: repository.DocumentRow): DocumentoPublicado {
  return {
    id: row.id,
    titulo: row.titulo,
    categoria: row.categoria as DocumentCategory,
    ano: row.ano,
    descricao: row.descricao,
    idPlanos: row.todosPlanos ? null : row.planos.map((item) => item.id),
    planos: row.todosPlanos ? [] : row.planos.map((item) => item.nome),
    anexo: row.anexo,
    publicadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
  };
}

/** The input checked beyond its schema (a title of spaces, unknown plans), trimmed, with the errors by field. */
async function checkedValues(db: Queryable, input: DocumentInput): Promise<repository.DocumentValues> {
  const errors: ApiValidationError[] = [];
  const titulo = input.titulo.trim();
  if (!titulo) errors.push({ path: 'titulo', message: DOCUMENT_MESSAGES.titleRequired, type: 'required' });
  if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(input.categoria)) errors.push({ path: 'categoria', message: 'Categoria inválida.', type: 'enum' });
  const idPlanos = input.idPlanos === null ? null : [...new Set(input.idPlanos)].sort((a, b) => a - b);
  if (idPlanos !== null) {
    if (idPlanos.length === 0) errors.push({ path: 'idPlanos', message: DOCUMENT_MESSAGES.plansEmpty, type: 'minItems' });
    const existing = await repository.existingPlanIds(db, idPlanos);
    const missing = idPlanos.findIndex((id) => !existing.has(id));
    if (missing !== -1) errors.push({ path: `idPlanos/${input.idPlanos!.indexOf(idPlanos[missing])}`, message: DOCUMENT_MESSAGES.planNotFound, type: 'exists' });
  }
  if (errors.length) throw invalidFields(errors);
  return { idAnexo: input.idAnexo, titulo, categoria: input.categoria, ano: input.ano ?? null, descricao: input.descricao?.trim() || null, idPlanos };
}

/** The file may be published: it exists, an administrator sent it, and it is no request's, message's or other document's. */
async function checkAttachment(db: Queryable, idAnexo: number, idDocumento: number | null) {
  const attachment = await repository.findPublishableAttachment(db, idAnexo);
  if (!attachment) throw new HttpError(404, DOCUMENT_MESSAGES.attachmentNotFound);
  if (attachment.idRequisicao !== null || attachment.idMensagem !== null) throw new HttpError(409, DOCUMENT_MESSAGES.attachmentOfRequest);
  if (!attachment.senderIsAdmin) throw new HttpError(409, DOCUMENT_MESSAGES.attachmentNotAdmin);
  if (attachment.idDocumento !== null && attachment.idDocumento !== idDocumento) throw new HttpError(409, DOCUMENT_MESSAGES.attachmentPublished);
}

/**
 * The fund's documents (/documents, /services/atas): administrators publish an uploaded file for some plans or all,
 * edit and withdraw it; everyone reads the documents of their plans, and downloads the file through retornarAnexo,
 * whose reading rule lets in the people of the document's plans (anexos/service.ts).
 */
export function createDocumentService(db: Database) {
  async function view(id: number) {
    const row = await repository.findDocument(db, id);
    if (!row) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
    return toDocumentView(row);
  }

  return {
    /** Administrators see every document; a participant (or an administrator viewing as one) those of their plans. */
    async list(auth: AuthenticatedPerson, filter: { categoria?: DocumentCategory; ano?: number }) {
      const idPessoa = auth.isAdmin && auth.idPessoaAlvo === undefined ? null : actingPersonId(auth);
      return (await repository.listDocuments(db, { idPessoa, ...filter })).map(toDocumentView);
    },

    async publish(auth: AuthenticatedPerson, input: DocumentInput, ip: string) {
      const id = await db.transaction(async (tx) => {
        const values = await checkedValues(tx, input);
        await checkAttachment(tx, values.idAnexo, null);
        const created = await repository.insertDocument(tx, { ...values, idPublicador: auth.pessoa.id });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'documento.publicado', detalhes: { id: created, categoria: values.categoria, idPlanos: values.idPlanos }, ip });
        return created;
      });
      return view(id);
    },

    async update(auth: AuthenticatedPerson, id: number, input: DocumentInput, ip: string) {
      await db.transaction(async (tx) => {
        if (!(await repository.findDocument(tx, id))) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
        const values = await checkedValues(tx, input);
        await checkAttachment(tx, values.idAnexo, id);
        await repository.updateDocument(tx, id, values);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'documento.alterado', detalhes: { id, categoria: values.categoria, idPlanos: values.idPlanos }, ip });
      });
      return view(id);
    },

    /** Withdraws the publication; the file stays with the administrator who sent it (it may be published again). */
    async remove(auth: AuthenticatedPerson, id: number, ip: string) {
      await db.transaction(async (tx) => {
        if (!(await repository.deleteDocument(tx, id))) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'documento.retirado', detalhes: { id }, ip });
      });
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
