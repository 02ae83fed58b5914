import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { categoria, plano, situacao, vinculoPlano } from '../../db/schema/plans';
import { notificacao, notificacaoPessoa, tipoNotificacao } from '../../db/schema/notifications';
import { pessoa } from '../../db/schema/people';
import { aviso, avisoEnvio } from '../../db/schema/notices';
import { CHOSEN_CHANNELS } from '@/domain/notices';
import type { NotificationTarget } from '@/domain/notifications-target';

const columns = {
  id: notificacao.id,
  titulo: notificacao.titulo,
  descricao: notificacao.descricao,
  dataNotificacao: notificacao.dataNotificacao,
  reagido: notificacaoPessoa.reagido,
  vizualizado: notificacaoPessoa.vizualizado,
  tipoId: tipoNotificacao.id,
  tipoNome: tipoNotificacao.nome,
  idConversa: notificacao.idConversa,
  idPlano: notificacao.idPlano,
  link: notificacao.link,
  // The channels a notice (src/server/modules/notices) also went by, besides the portal: the centre shows them.
  canais: sql<Array<'email' | 'sms' | 'whatsapp'>>`coalesce((select array_agg(distinct ${avisoEnvio.canal}) from ${aviso} join ${avisoEnvio} on ${avisoEnvio.idAviso} = ${aviso.id} where ${aviso.idNotificacao} = ${notificacao.id} and ${avisoEnvio.canal} <> 'app'), '{}')`,
};

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Queryable, where: SQL | undefined) {
  return db
    .select(columns)
    .from(notificacaoPessoa)
    .innerJoin(notificacao, eq(notificacao.id, notificacaoPessoa.idNotificacao))
    .innerJoin(tipoNotificacao, eq(tipoNotificacao.id, notificacao.idTipoNotificacao))
    .where(where)
    // Spec §4: by date, then by the read flag (unread first among equals).
    .orderBy(desc(notificacao.dataNotificacao), notificacaoPessoa.reagido, desc(notificacao.id))
    .limit(200);
}

function toNotification(row: Row) {
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    data_notificacao: row.dataNotificacao.toISOString(),
    reagido: row.reagido,
    vizualizado: row.vizualizado,
    tipoNotificacao: { id: row.tipoId, nome: row.tipoNome },
    idConversa: row.idConversa,
    idPlano: row.idPlano,
    link: row.link,
    canais: [...row.canais].sort((a, b) => CHOSEN_CHANNELS.indexOf(a) - CHOSEN_CHANNELS.indexOf(b)),
  };
}

export type NotificationView = ReturnType<typeof toNotification>;

async function select(db: Queryable, where: SQL | undefined) {
  const rows = await selectRows(db, where);
  return rows.map(toNotification);
}

/** The person's notifications about this plan or about no plan in particular; idPlano 0 = all of them. */
export function listNotifications(db: Queryable, idPessoa: number, idPlano: number) {
  const planFilter = idPlano > 0 ? or(isNull(notificacao.idPlano), eq(notificacao.idPlano, idPlano)) : undefined;
  return select(db, and(eq(notificacaoPessoa.idPessoa, idPessoa), planFilter));
}

export function listReadNotifications(db: Queryable, idPessoa: number) {
  return select(db, and(eq(notificacaoPessoa.idPessoa, idPessoa), eq(notificacaoPessoa.reagido, 'S')));
}

export async function markRead(db: Queryable, idPessoa: number, ids: number[]) {
  const rows = await db
    .update(notificacaoPessoa)
    .set({ reagido: 'S', vizualizado: 'S', lidoEm: new Date() })
    .where(and(eq(notificacaoPessoa.idPessoa, idPessoa), inArray(notificacaoPessoa.idNotificacao, ids), eq(notificacaoPessoa.reagido, 'N')))
    .returning({ id: notificacaoPessoa.idNotificacao });
  return rows.length;
}

export async function createNotification(
  db: Queryable,
  values: { titulo: string; descricao: string; idTipoNotificacao: number; idPlano: number | null; idConversa?: number | null; idRemetente: number | null; link?: string | null; dataNotificacao?: Date },
  recipients: number[],
) {
  const [created] = await db.insert(notificacao).values(values).returning({ id: notificacao.id });
  if (recipients.length) await db.insert(notificacaoPessoa).values(recipients.map((idPessoa) => ({ idNotificacao: created.id, idPessoa })));
  return created.id;
}

/** More people who receive an existing notification (a notice to many is written in chunks). */
export async function addRecipients(db: Queryable, idNotificacao: number, recipients: number[]) {
  if (recipients.length) await db.insert(notificacaoPessoa).values(recipients.map((idPessoa) => ({ idNotificacao, idPessoa })));
}

export async function findNotificationFor(db: Queryable, idNotificacao: number, idPessoa: number) {
  const [view] = await select(db, and(eq(notificacao.id, idNotificacao), eq(notificacaoPessoa.idPessoa, idPessoa)));
  return view;
}

/** The non-administrators a notification-centre target reaches. */
function recipientsQuery(target: NotificationTarget) {
  if (target.tipo === 'pessoa') return sql`select ${target.idPessoa}::int as id_pessoa`;
  const conditions = [sql`p.admin = 'N'`];
  if (target.tipo === 'segmento') {
    if (target.idPlano) conditions.push(sql`v.id_plano = ${target.idPlano}`);
    if (target.idCategoria) conditions.push(sql`v.id_categoria = ${target.idCategoria}`);
    if (target.idSituacao) conditions.push(sql`v.id_situacao = ${target.idSituacao}`);
  }
  return sql`select distinct p.id as id_pessoa from ${pessoa} p join ${vinculoPlano} v on v.id_pessoa = p.id where ${sql.join(conditions, sql` and `)}`;
}

/** How many people a target reaches: the recipients createForTarget would store, by the same query. */
export async function countRecipients(db: Queryable, target: NotificationTarget) {
  const result = (await db.execute(sql`select count(*)::int as total from (${recipientsQuery(target)}) r`)) as unknown as { rows: Array<{ total: number }> };
  return Number(result.rows[0].total);
}

/** Stores the notification once and a read state per recipient in one statement; returns the recipients' ids. */
export async function createForTarget(
  db: Queryable,
  values: { titulo: string; descricao: string; idTipoNotificacao: number; idPlano: number | null; idRemetente: number; destino: NotificationTarget; link: string | null },
) {
  const [created] = await db.insert(notificacao).values(values).returning({ id: notificacao.id });
  const result = (await db.execute(
    sql`insert into ${notificacaoPessoa} (id_notificacao, id_pessoa) select ${created.id}, r.id_pessoa from (${recipientsQuery(values.destino)}) r returning id_pessoa`,
  )) as unknown as { rows: Array<{ id_pessoa: number }> };
  return { id: created.id, recipients: result.rows.map((row) => Number(row.id_pessoa)) };
}

const destinatario = alias(pessoa, 'destinatario');

/** Notifications sent from the centre, newest first, with how many recipients there are and how many read. */
export async function listSent(db: Queryable, page: number, limit: number) {
  const recipients = sql<number>`(select count(*)::int from ${notificacaoPessoa} np where np.id_notificacao = ${notificacao.id})`;
  const read = sql<number>`(select count(*)::int from ${notificacaoPessoa} np where np.id_notificacao = ${notificacao.id} and np.reagido = 'S')`;
  const where = isNotNull(notificacao.destino);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: notificacao.id,
        titulo: notificacao.titulo,
        descricao: notificacao.descricao,
        dataNotificacao: notificacao.dataNotificacao,
        destino: notificacao.destino,
        link: notificacao.link,
        tipoId: tipoNotificacao.id,
        tipoNome: tipoNotificacao.nome,
        remetente: pessoa.nome,
        pessoaDestino: destinatario.nome,
        destinatarios: recipients,
        lidas: read,
      })
      .from(notificacao)
      .innerJoin(tipoNotificacao, eq(tipoNotificacao.id, notificacao.idTipoNotificacao))
      .leftJoin(pessoa, eq(pessoa.id, notificacao.idRemetente))
      .leftJoin(destinatario, sql`${destinatario.id} = (${notificacao.destino}->>'idPessoa')::int`)
      .where(where)
      .orderBy(desc(notificacao.dataNotificacao), desc(notificacao.id))
      .limit(limit)
      .offset(page * limit),
    db.select({ total: count() }).from(notificacao).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** What the centre's segment selects offer. */
export async function listSegments(db: Queryable) {
  const [planos, categorias, situacoes, tipos] = await Promise.all([
    db.select({ id: plano.id, nome: plano.nome, nomeExibicao: plano.nomeExibicao }).from(plano).orderBy(plano.nomeExibicao),
    db.select({ id: categoria.id, nome: categoria.nome }).from(categoria).orderBy(categoria.id),
    db.select({ id: situacao.id, nome: situacao.nome }).from(situacao).orderBy(situacao.id),
    db.select({ id: tipoNotificacao.id, nome: tipoNotificacao.nome }).from(tipoNotificacao).orderBy(tipoNotificacao.id),
  ]);
  return { planos, categorias, situacoes, tiposNotificacao: tipos };
}
