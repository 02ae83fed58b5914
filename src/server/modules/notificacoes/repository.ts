import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notificacao, notificacaoPessoa, tipoNotificacao } from '../../db/schema';

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
  values: { titulo: string; descricao: string; idTipoNotificacao: number; idPlano: number | null; idConversa?: number | null; idRemetente: number | null },
  recipients: number[],
) {
  const [created] = await db.insert(notificacao).values(values).returning({ id: notificacao.id });
  if (recipients.length) await db.insert(notificacaoPessoa).values(recipients.map((idPessoa) => ({ idNotificacao: created.id, idPessoa })));
  return created.id;
}

export async function findNotificationFor(db: Queryable, idNotificacao: number, idPessoa: number) {
  const [view] = await select(db, and(eq(notificacao.id, idNotificacao), eq(notificacaoPessoa.idPessoa, idPessoa)));
  return view;
}
