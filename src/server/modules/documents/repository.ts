import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { anexo } from '../../db/schema/attachments';
import { documento, documentoPlano } from '../../db/schema/documents';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';

export interface DocumentValues {
  idAnexo: number;
  titulo: string;
  categoria: string;
  ano: number | null;
  descricao: string | null;
  /** null = every plan. */
  idPlanos: number[] | null;
}

export interface DocumentFilter {
  /** Only the documents of this person's plans (and those for every plan); null = all (administrators). */
  idPessoa: number | null;
  categoria?: string;
  ano?: number;
}

/** The year a document is filed under: its own, or the (UTC) year it was published, as the domain's documentYear. */
const filedYear = sql<number>`coalesce(${documento.ano}::int, extract(year from ${documento.criadoEm} at time zone 'UTC')::int)`;

function visibleTo(idPessoa: number): SQL {
  return or(
    eq(documento.todosPlanos, true),
    sql`exists (select 1 from ${documentoPlano} inner join ${vinculoPlano} on ${vinculoPlano.idPlano} = ${documentoPlano.idPlano}
      where ${documentoPlano.idDocumento} = ${documento.id} and ${vinculoPlano.idPessoa} = ${idPessoa})`,
  )!;
}

const columns = {
  id: documento.id,
  titulo: documento.titulo,
  categoria: documento.categoria,
  ano: documento.ano,
  descricao: documento.descricao,
  todosPlanos: documento.todosPlanos,
  criadoEm: documento.criadoEm,
  atualizadoEm: documento.atualizadoEm,
  anexo: { id: anexo.id, nomeOriginal: anexo.nomeOriginal, tipoConteudo: anexo.tipoConteudo, tamanho: anexo.tamanho },
};

export type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number] & { planos: Array<{ id: number; nome: string }> };

function selectDocuments(db: Queryable, where: SQL | undefined) {
  return db.select(columns).from(documento).innerJoin(anexo, eq(anexo.id, documento.idAnexo)).where(where).orderBy(desc(filedYear), desc(documento.criadoEm), desc(documento.id));
}

async function withPlans(db: Queryable, rows: Awaited<ReturnType<typeof selectDocuments>>): Promise<DocumentRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ idDocumento: documentoPlano.idDocumento, id: plano.id, nome: plano.nomeExibicao })
    .from(documentoPlano)
    .innerJoin(plano, eq(plano.id, documentoPlano.idPlano))
    .where(inArray(documentoPlano.idDocumento, rows.map((row) => row.id)))
    .orderBy(asc(plano.id));
  return rows.map((row) => ({ ...row, planos: links.filter((link) => link.idDocumento === row.id).map(({ id, nome }) => ({ id, nome })) }));
}

export async function listDocuments(db: Queryable, filter: DocumentFilter): Promise<DocumentRow[]> {
  const conditions = [
    filter.idPessoa === null ? undefined : visibleTo(filter.idPessoa),
    filter.categoria === undefined ? undefined : eq(documento.categoria, filter.categoria),
    filter.ano === undefined ? undefined : sql`${filedYear} = ${filter.ano}`,
  ].filter((condition): condition is SQL => condition !== undefined);
  return withPlans(db, await selectDocuments(db, conditions.length ? and(...conditions) : undefined));
}

export async function findDocument(db: Queryable, id: number): Promise<DocumentRow | null> {
  const [row] = await withPlans(db, await selectDocuments(db, eq(documento.id, id)));
  return row ?? null;
}

/** Who sent the file, whether an administrator, and whether it already belongs to a request, a message or another document. */
export async function findPublishableAttachment(db: Queryable, idAnexo: number) {
  const [row] = await db
    .select({
      id: anexo.id,
      idRequisicao: anexo.idRequisicao,
      idMensagem: anexo.idMensagem,
      senderIsAdmin: sql<boolean>`${pessoa.admin} = 'S'`,
      idDocumento: sql<number | null>`(select min(${documento.id}) from ${documento} where ${documento.idAnexo} = ${anexo.id})`,
    })
    .from(anexo)
    .innerJoin(pessoa, eq(pessoa.id, anexo.idPessoa))
    .where(eq(anexo.id, idAnexo))
    .limit(1);
  return row ?? null;
}

export async function existingPlanIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: plano.id }).from(plano).where(inArray(plano.id, ids));
  return new Set(rows.map((row) => row.id));
}

async function replacePlans(db: Queryable, idDocumento: number, idPlanos: number[] | null) {
  await db.delete(documentoPlano).where(eq(documentoPlano.idDocumento, idDocumento));
  if (idPlanos && idPlanos.length) await db.insert(documentoPlano).values(idPlanos.map((idPlano) => ({ idDocumento, idPlano })));
}

export async function insertDocument(db: Queryable, values: DocumentValues & { idPublicador: number | null; criadoEm?: Date }): Promise<number> {
  const [row] = await db
    .insert(documento)
    .values({
      idAnexo: values.idAnexo,
      titulo: values.titulo,
      categoria: values.categoria,
      ano: values.ano,
      descricao: values.descricao,
      todosPlanos: values.idPlanos === null,
      idPublicador: values.idPublicador,
      ...(values.criadoEm ? { criadoEm: values.criadoEm, atualizadoEm: values.criadoEm } : {}),
    })
    .returning({ id: documento.id });
  await replacePlans(db, row.id, values.idPlanos);
  return row.id;
}

export async function updateDocument(db: Queryable, id: number, values: DocumentValues): Promise<boolean> {
  const updated = await db
    .update(documento)
    .set({ idAnexo: values.idAnexo, titulo: values.titulo, categoria: values.categoria, ano: values.ano, descricao: values.descricao, todosPlanos: values.idPlanos === null, atualizadoEm: new Date() })
    .where(eq(documento.id, id))
    .returning({ id: documento.id });
  if (!updated.length) return false;
  await replacePlans(db, id, values.idPlanos);
  return true;
}

export async function deleteDocument(db: Queryable, id: number): Promise<boolean> {
  const deleted = await db.delete(documento).where(eq(documento.id, id)).returning({ id: documento.id });
  return deleted.length > 0;
}
