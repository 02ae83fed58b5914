import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { anexo } from '../db/schema/attachments';
import { conversa, mensagem } from '../db/schema/chat';
import { dependente } from '../db/schema/dependants';
import { emprestimo } from '../db/schema/loans';
import { notificacaoPessoa } from '../db/schema/notifications';
import { pessoa } from '../db/schema/people';
import { representacao } from '../db/schema/representatives';
import { requisicao } from '../db/schema/requests';
import { vinculoPlano } from '../db/schema/plans';
import type { OwnedResource } from '../schemas/common';
import { isSharedWithPerson } from '../modules/attachments/repository';

/** Kinds kept in one table with the person's id on the row: the row's id and its owner's. */
const OWNER_COLUMNS = {
  vinculoPlano: [vinculoPlano.id, vinculoPlano.idPessoa],
  requisicao: [requisicao.id, requisicao.idPessoa],
  dependente: [dependente.id, dependente.idPessoa],
  conversa: [conversa.id, conversa.idPessoa],
  notificacao: [notificacaoPessoa.idNotificacao, notificacaoPessoa.idPessoa],
  representacao: [representacao.id, representacao.idPessoa],
} as const;

/** How many of the ids belong to the person. */
async function countOwned(db: Database, resource: OwnedResource, ids: number[], idPessoa: number): Promise<number> {
  if (resource === 'pessoa') return ids.every((id) => id === idPessoa) ? ids.length : 0;
  if (resource === 'anexo') {
    // An attachment is the person's when they sent it, it sits on their request or in their conversation, or it is the
    // file of a document published to their plans or the photo of a candidate of their elections (an administrator viewing as them downloads what they would).
    const [row] = await db
      .select({ total: sql<number>`count(distinct ${anexo.id})::int` })
      .from(anexo)
      .leftJoin(requisicao, eq(requisicao.id, anexo.idRequisicao))
      .leftJoin(mensagem, eq(mensagem.id, anexo.idMensagem))
      .leftJoin(conversa, eq(conversa.id, mensagem.idConversa))
      .where(and(inArray(anexo.id, ids), or(eq(anexo.idPessoa, idPessoa), eq(requisicao.idPessoa, idPessoa), eq(conversa.idPessoa, idPessoa), isSharedWithPerson(anexo.id, idPessoa))));
    return row?.total ?? 0;
  }
  if (resource === 'emprestimo') {
    // A loan is the person's when it sits on one of their plan links.
    const [row] = await db
      .select({ total: sql<number>`count(distinct ${emprestimo.id})::int` })
      .from(emprestimo)
      .innerJoin(vinculoPlano, eq(vinculoPlano.id, emprestimo.idVinculoPlano))
      .where(and(inArray(emprestimo.id, ids), eq(vinculoPlano.idPessoa, idPessoa)));
    return row?.total ?? 0;
  }
  const [id, owner] = OWNER_COLUMNS[resource];
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${id})::int` })
    .from(id.table)
    .where(and(inArray(id, ids), eq(owner, idPessoa)));
  return row?.total ?? 0;
}

/** True when every id of that kind belongs to the person. */
export async function belongToPerson(db: Database, resource: OwnedResource, ids: number[], idPessoa: number): Promise<boolean> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return true;
  return (await countOwned(db, resource, distinct, idPessoa)) === distinct.length;
}

/** Resources that sit on one plan link: a route naming them serves that link's services ('x-funcionalidade'). */
export const LINKED_RESOURCES = ['vinculoPlano', 'emprestimo'] as const;
export type LinkedResource = (typeof LINKED_RESOURCES)[number];

/** The plan links the ids sit on (a plan link is its own); ids that do not exist are left out. */
export async function planLinksOf(db: Database, resource: LinkedResource, ids: number[]): Promise<number[]> {
  if (resource === 'vinculoPlano') return ids;
  const rows = await db.selectDistinct({ id: emprestimo.idVinculoPlano }).from(emprestimo).where(inArray(emprestimo.id, ids));
  return rows.map((row) => row.id);
}

/** A person that exists, and whether an administrator: the target of acting-for and of ids an administrator names. */
export async function findPersonRole(db: Database, idPessoa: number): Promise<{ id: number; admin: 'S' | 'N' } | null> {
  const [row] = await db.select({ id: pessoa.id, admin: pessoa.admin }).from(pessoa).where(eq(pessoa.id, idPessoa)).limit(1);
  return row ?? null;
}
