import { and, desc, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ENDED_SITUATIONS } from '@/domain/elections';
import type { Queryable } from '../../db/client';
import { anexo } from '../../db/schema/attachments';
import { conversa, mensagem } from '../../db/schema/chat';
import { documento, documentoPlano } from '../../db/schema/documents';
import { eleicaoCandidato, eleicaoPlano } from '../../db/schema/elections';
import { requisicao } from '../../db/schema/requests';
import { vinculoPlano } from '../../db/schema/plans';

export interface NewAttachment {
  idPessoa: number;
  idRequisicao: number | null;
  nomeOriginal: string;
  tipoConteudo: string;
  tamanho: number;
  sha256: string;
  caminho: string;
}

const listColumns = { id: anexo.id, nomeOriginal: anexo.nomeOriginal, tipoConteudo: anexo.tipoConteudo, tamanho: anexo.tamanho, criadoEm: anexo.criadoEm };

export async function insertAttachment(db: Queryable, values: NewAttachment) {
  const [row] = await db.insert(anexo).values(values).returning(listColumns);
  return row;
}

/** One attachment with the people who may read it besides its owner: the person of its request or conversation. */
export async function findAttachment(db: Queryable, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      idPessoa: anexo.idPessoa,
      idRequisicao: anexo.idRequisicao,
      caminho: anexo.caminho,
      sha256: anexo.sha256,
      pessoaRequisicao: requisicao.idPessoa,
      pessoaConversa: conversa.idPessoa,
    })
    .from(anexo)
    .leftJoin(requisicao, eq(requisicao.id, anexo.idRequisicao))
    .leftJoin(mensagem, eq(mensagem.id, anexo.idMensagem))
    .leftJoin(conversa, eq(conversa.id, mensagem.idConversa))
    .where(eq(anexo.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The attachment (by its id column) is the file of a document published to the person: to every plan, or to a plan
 * the person has a link with. Part of the reading rule of retornarAnexo and of what an administrator viewing as the
 * person may open (acesso/repository.ts).
 */
export function isPublishedToPerson(idAnexo: SQL | typeof anexo.id, idPessoa: number): SQL {
  return sql`exists (
    select 1 from ${documento}
    where ${documento.idAnexo} = ${idAnexo}
      and (${documento.todosPlanos}
        or exists (
          select 1 from ${documentoPlano} inner join ${vinculoPlano} on ${vinculoPlano.idPlano} = ${documentoPlano.idPlano}
          where ${documentoPlano.idDocumento} = ${documento.id} and ${vinculoPlano.idPessoa} = ${idPessoa})))`;
}

/**
 * The attachment is the photo of a candidate of an election the person may see: one of its plans is a plan where the
 * person has a link that still gives a vote (the rule of eleicoes/service.ts `visible`).
 */
export function isCandidatePhotoForPerson(idAnexo: SQL | typeof anexo.id, idPessoa: number): SQL {
  return sql`exists (
    select 1 from ${eleicaoCandidato}
      inner join ${eleicaoPlano} on ${eleicaoPlano.idEleicao} = ${eleicaoCandidato.idEleicao}
      inner join ${vinculoPlano} on ${vinculoPlano.idPlano} = ${eleicaoPlano.idPlano}
    where ${eleicaoCandidato.idAnexoFoto} = ${idAnexo}
      and ${vinculoPlano.idPessoa} = ${idPessoa}
      and ${notInArray(vinculoPlano.idSituacao, [...ENDED_SITUATIONS])})`;
}

/** What the fund shares with the person besides their own files: the documents of their plans and the photos of their elections' candidates. */
export function isSharedWithPerson(idAnexo: SQL | typeof anexo.id, idPessoa: number): SQL {
  return sql`(${isPublishedToPerson(idAnexo, idPessoa)} or ${isCandidatePhotoForPerson(idAnexo, idPessoa)})`;
}

export async function isAttachmentSharedWithPerson(db: Queryable, idAnexo: number, idPessoa: number): Promise<boolean> {
  const [row] = await db.select({ id: anexo.id }).from(anexo).where(and(eq(anexo.id, idAnexo), isSharedWithPerson(anexo.id, idPessoa))).limit(1);
  return row !== undefined;
}

export type AttachmentRow = NonNullable<Awaited<ReturnType<typeof findAttachment>>>;

export function listRequestAttachments(db: Queryable, idRequisicao: number) {
  return db.select(listColumns).from(anexo).where(eq(anexo.idRequisicao, idRequisicao)).orderBy(desc(anexo.id));
}

export async function findRequestOwner(db: Queryable, idRequisicao: number): Promise<number | null> {
  const [row] = await db.select({ idPessoa: requisicao.idPessoa }).from(requisicao).where(eq(requisicao.id, idRequisicao)).limit(1);
  return row?.idPessoa ?? null;
}

/** Links an attachment that is not yet linked elsewhere; false when it already belongs to another request. */
export async function linkToRequest(db: Queryable, idAnexo: number, idRequisicao: number): Promise<boolean> {
  const updated = await db
    .update(anexo)
    .set({ idRequisicao })
    .where(and(eq(anexo.id, idAnexo), or(isNull(anexo.idRequisicao), eq(anexo.idRequisicao, idRequisicao))))
    .returning({ id: anexo.id });
  return updated.length > 0;
}
