import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { anexo, conversa, dependente, mensagem, notificacaoPessoa, pessoa, requisicao, vinculoPlano } from '../../db/schema';
import type { OwnedResource } from '../../schemas/common';

/** For each kind of a person's own data: the condition "these ids all belong to that person", as one count. */
function ownedCount(db: Database, resource: OwnedResource, ids: number[], idPessoa: number): Promise<{ total: number }[]> {
  switch (resource) {
    case 'pessoa':
      return Promise.resolve([{ total: ids.every((id) => id === idPessoa) ? new Set(ids).size : 0 }]);
    case 'vinculoPlano':
      return db.select({ total: sql<number>`count(distinct ${vinculoPlano.id})::int` }).from(vinculoPlano).where(and(inArray(vinculoPlano.id, ids), eq(vinculoPlano.idPessoa, idPessoa)));
    case 'requisicao':
      return db.select({ total: sql<number>`count(distinct ${requisicao.id})::int` }).from(requisicao).where(and(inArray(requisicao.id, ids), eq(requisicao.idPessoa, idPessoa)));
    case 'dependente':
      return db.select({ total: sql<number>`count(distinct ${dependente.id})::int` }).from(dependente).where(and(inArray(dependente.id, ids), eq(dependente.idPessoa, idPessoa)));
    case 'conversa':
      return db.select({ total: sql<number>`count(distinct ${conversa.id})::int` }).from(conversa).where(and(inArray(conversa.id, ids), eq(conversa.idPessoa, idPessoa)));
    case 'notificacao':
      return db
        .select({ total: sql<number>`count(distinct ${notificacaoPessoa.idNotificacao})::int` })
        .from(notificacaoPessoa)
        .where(and(inArray(notificacaoPessoa.idNotificacao, ids), eq(notificacaoPessoa.idPessoa, idPessoa)));
    case 'anexo':
      // An attachment is the person's when they sent it, or it sits on their request or in their conversation.
      return db
        .select({ total: sql<number>`count(distinct ${anexo.id})::int` })
        .from(anexo)
        .leftJoin(requisicao, eq(requisicao.id, anexo.idRequisicao))
        .leftJoin(mensagem, eq(mensagem.id, anexo.idMensagem))
        .leftJoin(conversa, eq(conversa.id, mensagem.idConversa))
        .where(and(inArray(anexo.id, ids), or(eq(anexo.idPessoa, idPessoa), eq(requisicao.idPessoa, idPessoa), eq(conversa.idPessoa, idPessoa))));
    default: {
      const unknown: never = resource;
      throw new Error(`recurso sem regra de posse: ${String(unknown)}`);
    }
  }
}

/** True when every id of that kind belongs to the person. */
export async function belongToPerson(db: Database, resource: OwnedResource, ids: number[], idPessoa: number): Promise<boolean> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return true;
  const [row] = await ownedCount(db, resource, distinct, idPessoa);
  return (row?.total ?? 0) === distinct.length;
}

/** A person that exists, and whether an administrator: the target of acting-for and of ids an administrator names. */
export async function findPersonRole(db: Database, idPessoa: number): Promise<{ id: number; admin: 'S' | 'N' } | null> {
  const [row] = await db.select({ id: pessoa.id, admin: pessoa.admin }).from(pessoa).where(eq(pessoa.id, idPessoa)).limit(1);
  return row ?? null;
}
