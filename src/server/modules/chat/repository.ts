import { and, asc, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { anexo } from '../../db/schema/attachments';
import { conversa, mensagem } from '../../db/schema/chat';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';
import { requisicao } from '../../db/schema/requests';

const autor = alias(pessoa, 'autor');
const atendente = alias(pessoa, 'atendente');

const messageColumns = {
  id: mensagem.id,
  idConversa: mensagem.idConversa,
  autorId: autor.id,
  autorNome: autor.nome,
  autorAdmin: autor.admin,
  texto: mensagem.texto,
  chaveIdempotencia: mensagem.chaveIdempotencia,
  criadoEm: mensagem.criadoEm,
  lidaEm: mensagem.lidaEm,
  anexoId: anexo.id,
  anexoNome: anexo.nomeOriginal,
  anexoTipo: anexo.tipoConteudo,
  anexoTamanho: anexo.tamanho,
};

type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

export function toChatMessage(row: MessageRow) {
  return {
    id: row.id,
    idConversa: row.idConversa,
    autor: { id: row.autorId, nome: row.autorNome, admin: row.autorAdmin },
    texto: row.texto,
    chaveIdempotencia: row.chaveIdempotencia,
    criadoEm: row.criadoEm.toISOString(),
    lidaEm: row.lidaEm ? row.lidaEm.toISOString() : null,
    anexo: row.anexoId ? { id: row.anexoId, nomeOriginal: row.anexoNome ?? '', tipoConteudo: row.anexoTipo ?? '', tamanho: Number(row.anexoTamanho) } : null,
  };
}

function selectMessages(db: Queryable, where: SQL | undefined) {
  return db.select(messageColumns).from(mensagem).innerJoin(autor, eq(autor.id, mensagem.idAutor)).leftJoin(anexo, eq(anexo.idMensagem, mensagem.id)).where(where);
}

export function findConversation(db: Queryable, id: number) {
  return db.query.conversa.findFirst({ where: eq(conversa.id, id) });
}

export function findRequestOwner(db: Queryable, idRequisicao: number) {
  return db.query.requisicao.findFirst({ where: eq(requisicao.id, idRequisicao), columns: { id: true, idPessoa: true, protocolo: true } });
}

export async function insertConversation(db: Queryable, values: typeof conversa.$inferInsert) {
  const [created] = await db.insert(conversa).values(values).returning({ id: conversa.id });
  return created.id;
}

/**
 * Stores a message once per idempotency key: a retried send finds the first one instead of writing a copy.
 * Returns the stored message and whether this call wrote it.
 */
export async function insertMessage(db: Queryable, values: { idConversa: number; idAutor: number; texto: string; chaveIdempotencia: string | null }) {
  const inserted = await db.insert(mensagem).values(values).onConflictDoNothing({ target: mensagem.chaveIdempotencia }).returning({ id: mensagem.id });
  const id = inserted[0]?.id;
  const where = id ? eq(mensagem.id, id) : eq(mensagem.chaveIdempotencia, values.chaveIdempotencia ?? '');
  const [row] = await selectMessages(db, where);
  return { message: row ? toChatMessage(row) : null, isNew: Boolean(id) };
}

export async function findMessagesAfter(db: Queryable, idConversa: number, afterId: number, limit: number) {
  const rows = await selectMessages(db, and(eq(mensagem.idConversa, idConversa), gt(mensagem.id, afterId))).orderBy(asc(mensagem.id)).limit(limit);
  return rows.map(toChatMessage);
}

/** Marks the other side's messages as read; returns the highest id marked. */
export async function markRead(db: Queryable, idConversa: number, idLeitor: number, readerIsAdmin: boolean) {
  // An administrator reads the participant's messages; the participant reads the fund's (any administrator's).
  const fromOtherSide = readerIsAdmin ? eq(autor.admin, 'N') : ne(mensagem.idAutor, idLeitor);
  const unread = await db
    .select({ id: mensagem.id })
    .from(mensagem)
    .innerJoin(autor, eq(autor.id, mensagem.idAutor))
    .where(and(eq(mensagem.idConversa, idConversa), isNull(mensagem.lidaEm), fromOtherSide));
  if (!unread.length) return 0;
  const ids = unread.map((row) => row.id);
  await db.update(mensagem).set({ lidaEm: new Date() }).where(inArray(mensagem.id, ids));
  return Math.max(...ids);
}

export interface ConversationFilters {
  idPessoa?: number;
}

/** Conversations with their last message and the count of messages the viewer has not read. */
export async function listConversations(db: Queryable, filters: ConversationFilters, viewer: { id: number; isAdmin: boolean }) {
  const unreadCondition = viewer.isAdmin ? sql`a.admin = 'N'` : sql`m.id_autor <> ${viewer.id}`;
  const unread = sql<number>`(select count(*)::int from ${mensagem} m join ${pessoa} a on a.id = m.id_autor where m.id_conversa = ${conversa.id} and m.lida_em is null and ${unreadCondition})`;
  const lastText = sql<string | null>`(select m.texto from ${mensagem} m where m.id_conversa = ${conversa.id} order by m.id desc limit 1)`;
  const lastAt = sql<string | null>`(select to_char(m.criado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${mensagem} m where m.id_conversa = ${conversa.id} order by m.id desc limit 1)`;
  const rows = await db
    .select({
      id: conversa.id,
      assunto: conversa.assunto,
      criadoEm: conversa.criadoEm,
      idRequisicao: conversa.idRequisicao,
      pessoaId: pessoa.id,
      pessoaNome: pessoa.nome,
      atendenteId: atendente.id,
      atendenteNome: atendente.nome,
      planoId: plano.id,
      planoNome: plano.nome,
      naoLidas: unread,
      ultimaMensagem: lastText,
      ultimaMensagemEm: lastAt,
    })
    .from(conversa)
    .innerJoin(pessoa, eq(pessoa.id, conversa.idPessoa))
    .leftJoin(atendente, eq(atendente.id, conversa.idPessoaAtendente))
    .leftJoin(plano, eq(plano.id, conversa.idPlano))
    .where(filters.idPessoa ? eq(conversa.idPessoa, filters.idPessoa) : undefined)
    .orderBy(desc(sql`coalesce(${lastAt}, to_char(${conversa.criadoEm} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`), desc(conversa.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    assunto: row.assunto,
    criadoEm: row.criadoEm.toISOString(),
    idRequisicao: row.idRequisicao,
    pessoa: { id: row.pessoaId, nome: row.pessoaNome },
    atendente: row.atendenteId ? { id: row.atendenteId, nome: row.atendenteNome ?? '' } : null,
    plano: row.planoId ? { id: row.planoId, nome: row.planoNome ?? '' } : null,
    naoLidas: Number(row.naoLidas),
    ultimaMensagem: row.ultimaMensagem,
    ultimaMensagemEm: row.ultimaMensagemEm,
  }));
}

/** How many messages the viewer has not read across the conversations of the filter (the top bar's chat badge). */
export async function countUnread(db: Queryable, filters: ConversationFilters, viewer: { id: number; isAdmin: boolean }) {
  const fromOtherSide = viewer.isAdmin ? eq(autor.admin, 'N') : ne(mensagem.idAutor, viewer.id);
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mensagem)
    .innerJoin(conversa, eq(conversa.id, mensagem.idConversa))
    .innerJoin(autor, eq(autor.id, mensagem.idAutor))
    .where(and(isNull(mensagem.lidaEm), fromOtherSide, filters.idPessoa ? eq(conversa.idPessoa, filters.idPessoa) : undefined));
  return Number(row?.total ?? 0);
}

/** Whether the person holds a link to the plan (a conversation about a plan is about one of the person's own). */
export async function hasPlanLink(db: Queryable, idPessoa: number, idPlano: number) {
  const found = await db.query.vinculoPlano.findFirst({ where: and(eq(vinculoPlano.idPessoa, idPessoa), eq(vinculoPlano.idPlano, idPlano)), columns: { id: true } });
  return Boolean(found);
}

/** Puts a file the author uploaded, and that backs nothing else yet, on the message; false when it cannot. */
export async function attachToMessage(db: Queryable, input: { idAnexo: number; idMensagem: number; idDono: number }) {
  const updated = await db
    .update(anexo)
    .set({ idMensagem: input.idMensagem })
    .where(and(eq(anexo.id, input.idAnexo), eq(anexo.idPessoa, input.idDono), isNull(anexo.idMensagem), isNull(anexo.idRequisicao)))
    .returning({ id: anexo.id });
  return updated.length > 0;
}

export async function findMessage(db: Queryable, id: number) {
  const [row] = await selectMessages(db, eq(mensagem.id, id));
  return row ? toChatMessage(row) : null;
}
