import { and, count, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DeliveryStatus, NoticeChannel } from '@/domain/notices';
import type { Queryable } from '../../db/client';
import { emailSaida } from '../../db/schema/email-templates';
import { aviso, avisoEnvio, celularAviso, preferenciaAviso } from '../../db/schema/notices';
import { pessoa } from '../../db/schema/people';

export async function findMobile(db: Queryable, idPessoa: number) {
  const [row] = await db.select().from(celularAviso).where(eq(celularAviso.idPessoa, idPessoa));
  return row ?? null;
}

export async function saveMobileCode(db: Queryable, idPessoa: number, values: { numero: string; codigoHash: string; codigoExpiraEm: Date; keepVerified: boolean }) {
  const row = { numero: values.numero, codigoHash: values.codigoHash, codigoExpiraEm: values.codigoExpiraEm, tentativas: 0 };
  await db
    .insert(celularAviso)
    .values({ idPessoa, ...row })
    .onConflictDoUpdate({ target: celularAviso.idPessoa, set: { ...row, ...(values.keepVerified ? {} : { verificadoEm: null }) } });
}

export async function countWrongCode(db: Queryable, idPessoa: number) {
  await db.update(celularAviso).set({ tentativas: sql`${celularAviso.tentativas} + 1` }).where(eq(celularAviso.idPessoa, idPessoa));
}

export async function markMobileVerified(db: Queryable, idPessoa: number, now: Date) {
  await db.update(celularAviso).set({ verificadoEm: now, codigoHash: null, codigoExpiraEm: null, tentativas: 0 }).where(eq(celularAviso.idPessoa, idPessoa));
}

/** The verified mobile numbers of these people. */
export async function verifiedMobilesOf(db: Queryable, idsPessoa: number[]) {
  const rows = await db
    .select({ idPessoa: celularAviso.idPessoa, numero: celularAviso.numero })
    .from(celularAviso)
    .where(and(inArray(celularAviso.idPessoa, idsPessoa), isNotNull(celularAviso.verificadoEm)));
  return new Map(rows.map((row) => [row.idPessoa, row.numero]));
}

/** The channels these people chose for one kind of notice (absent: never chose). */
export async function choicesOf(db: Queryable, idsPessoa: number[], tipo: string) {
  const rows = await db
    .select({ idPessoa: preferenciaAviso.idPessoa, canais: preferenciaAviso.canais })
    .from(preferenciaAviso)
    .where(and(inArray(preferenciaAviso.idPessoa, idsPessoa), eq(preferenciaAviso.tipo, tipo)));
  return new Map(rows.map((row) => [row.idPessoa, row.canais]));
}

export function preferencesOf(db: Queryable, idPessoa: number) {
  return db.select().from(preferenciaAviso).where(eq(preferenciaAviso.idPessoa, idPessoa));
}

export async function savePreference(db: Queryable, idPessoa: number, tipo: string, canais: string[], now: Date) {
  await db
    .insert(preferenciaAviso)
    .values({ idPessoa, tipo, canais: canais as never, atualizadoEm: now })
    .onConflictDoUpdate({ target: [preferenciaAviso.idPessoa, preferenciaAviso.tipo], set: { canais: canais as never, atualizadoEm: now } });
}

export async function insertNotice(db: Queryable, values: typeof aviso.$inferInsert) {
  const [row] = await db.insert(aviso).values(values).returning({ id: aviso.id });
  return row.id;
}

/** Many notices in one statement; their ids in the rows' order. */
export async function insertNotices(db: Queryable, rows: Array<typeof aviso.$inferInsert>) {
  const inserted = await db.insert(aviso).values(rows).returning({ id: aviso.id, idPessoa: aviso.idPessoa });
  return inserted;
}

export async function insertDeliveries(db: Queryable, rows: Array<typeof avisoEnvio.$inferInsert>) {
  if (!rows.length) return [];
  return db.insert(avisoEnvio).values(rows).returning({ id: avisoEnvio.id, idAviso: avisoEnvio.idAviso, canal: avisoEnvio.canal });
}

/** Links each e-mail delivery to its outbox message (pairs of delivery id and e-mail id), in one statement. */
export async function setDeliveryEmails(db: Queryable, pairs: Array<[idEnvio: number, idEmail: number]>) {
  if (!pairs.length) return;
  await db.execute(sql`update ${avisoEnvio} set id_email = v.id_email from (select unnest(${sql.param(pairs.map(([id]) => id))}::int[]) as id, unnest(${sql.param(pairs.map(([, idEmail]) => idEmail))}::int[]) as id_email) v where ${avisoEnvio.id} = v.id`);
}

export async function insertDelivery(db: Queryable, values: typeof avisoEnvio.$inferInsert) {
  const [row] = await db.insert(avisoEnvio).values(values).returning({ id: avisoEnvio.id });
  return row.id;
}

export async function setDeliveryEmail(db: Queryable, id: number, idEmail: number) {
  await db.update(avisoEnvio).set({ idEmail }).where(eq(avisoEnvio.id, id));
}

export async function findDelivery(db: Queryable, id: number) {
  const [row] = await db
    .select({ envio: avisoEnvio, aviso: { id: aviso.id, tipo: aviso.tipo, idPessoa: aviso.idPessoa }, email: { enviadoEm: emailSaida.enviadoEm, desistiuEm: emailSaida.desistiuEm } })
    .from(avisoEnvio)
    .innerJoin(aviso, eq(aviso.id, avisoEnvio.idAviso))
    .leftJoin(emailSaida, eq(emailSaida.id, avisoEnvio.idEmail))
    .where(eq(avisoEnvio.id, id));
  return row ?? null;
}

export async function updateDelivery(db: Queryable, id: number, values: Partial<typeof avisoEnvio.$inferInsert>) {
  await db.update(avisoEnvio).set(values).where(eq(avisoEnvio.id, id));
}

/** SMS and WhatsApp deliveries still pending a while after they were written: their job may never have been queued. */
export function unqueuedDeliveries(db: Queryable, before: Date) {
  return db
    .select({ id: avisoEnvio.id })
    .from(avisoEnvio)
    .where(and(eq(avisoEnvio.status, 'pendente'), inArray(avisoEnvio.canal, ['sms', 'whatsapp']), lt(avisoEnvio.criadoEm, before)))
    .limit(1000);
}

/**
 * An e-mail's state is its outbox row's (the mailer's job delivers it): the same words as the other channels.
 * Written once in SQL so that the log's filter and its rows agree.
 */
export const deliveryStatusSql = sql<DeliveryStatus>`case
  when ${avisoEnvio.canal} <> 'email' then ${avisoEnvio.status}
  when ${emailSaida.enviadoEm} is not null then 'enviado'
  when ${emailSaida.desistiuEm} is not null then 'desistiu'
  when ${emailSaida.erro} is not null then 'tentando'
  else 'pendente' end`;

export interface DeliveryLogFilters {
  canal?: NoticeChannel;
  status?: DeliveryStatus;
  tipo?: string;
  idPessoa?: number;
}

export async function listDeliveries(db: Queryable, filters: DeliveryLogFilters, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filters.canal) conditions.push(eq(avisoEnvio.canal, filters.canal));
  if (filters.tipo) conditions.push(eq(aviso.tipo, filters.tipo));
  if (filters.idPessoa) conditions.push(eq(aviso.idPessoa, filters.idPessoa));
  if (filters.status) conditions.push(sql`${deliveryStatusSql} = ${filters.status}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const base = () => db.select({ total: count() }).from(avisoEnvio).innerJoin(aviso, eq(aviso.id, avisoEnvio.idAviso)).leftJoin(emailSaida, eq(emailSaida.id, avisoEnvio.idEmail));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: avisoEnvio.id,
        canal: avisoEnvio.canal,
        destino: avisoEnvio.destino,
        status: deliveryStatusSql,
        tentativas: sql<number>`case when ${avisoEnvio.canal} = 'email' then coalesce(${emailSaida.tentativas}, 0) else ${avisoEnvio.tentativas} end`,
        erro: sql<string | null>`case when ${avisoEnvio.canal} = 'email' then ${emailSaida.erro} else ${avisoEnvio.erro} end`,
        enviadoEm: sql<Date | null>`case when ${avisoEnvio.canal} = 'email' then ${emailSaida.enviadoEm} else ${avisoEnvio.enviadoEm} end`.mapWith(avisoEnvio.enviadoEm),
        entregueEm: avisoEnvio.entregueEm,
        criadoEm: avisoEnvio.criadoEm,
        idEmail: avisoEnvio.idEmail,
        idAviso: aviso.id,
        tipo: aviso.tipo,
        titulo: aviso.titulo,
        idPessoa: pessoa.id,
        nome: pessoa.nome,
      })
      .from(avisoEnvio)
      .innerJoin(aviso, eq(aviso.id, avisoEnvio.idAviso))
      .innerJoin(pessoa, eq(pessoa.id, aviso.idPessoa))
      .leftJoin(emailSaida, eq(emailSaida.id, avisoEnvio.idEmail))
      .where(where)
      .orderBy(desc(avisoEnvio.id))
      .limit(limit)
      .offset(offset),
    base().where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Per channel: the last delivery that went, and the tries that failed in the last hour. */
export async function channelActivity(db: Queryable, since: Date) {
  const mobile = await db
    .select({
      canal: avisoEnvio.canal,
      ultimoSucessoEm: sql<Date | null>`max(${avisoEnvio.enviadoEm})`.mapWith(avisoEnvio.enviadoEm),
      falhas: sql<number>`count(*) filter (where ${avisoEnvio.erro} is not null and ${avisoEnvio.criadoEm} >= ${since})`.mapWith(Number),
    })
    .from(avisoEnvio)
    .where(inArray(avisoEnvio.canal, ['sms', 'whatsapp']))
    .groupBy(avisoEnvio.canal);
  const [email] = await db
    .select({
      ultimoSucessoEm: sql<Date | null>`max(${emailSaida.enviadoEm})`.mapWith(emailSaida.enviadoEm),
      falhas: sql<number>`count(*) filter (where ${emailSaida.erro} is not null and ${emailSaida.criadoEm} >= ${since})`.mapWith(Number),
    })
    .from(emailSaida);
  return { ...Object.fromEntries(mobile.map((row) => [row.canal, row])), email } as Partial<Record<NoticeChannel, { ultimoSucessoEm: Date | null; falhas: number }>>;
}

/** The channels each of these notifications went through (the notification centre shows them). */
export async function channelsOfNotifications(db: Queryable, idsNotificacao: number[]) {
  if (idsNotificacao.length === 0) return new Map<number, NoticeChannel[]>();
  const rows = await db
    .select({ idNotificacao: aviso.idNotificacao, canal: avisoEnvio.canal })
    .from(aviso)
    .innerJoin(avisoEnvio, eq(avisoEnvio.idAviso, aviso.id))
    .where(and(inArray(aviso.idNotificacao, idsNotificacao), isNotNull(aviso.idNotificacao)));
  const channels = new Map<number, NoticeChannel[]>();
  for (const row of rows) channels.set(row.idNotificacao!, [...(channels.get(row.idNotificacao!) ?? []), row.canal]);
  return channels;
}


/**
 * A provider's status of a delivery it was given (by the id it answered): delivered or failed. It only moves forward:
 * a delivery already delivered stays so when a late "failed" or a repeated call arrives.
 */
export async function applyProviderStatus(db: Queryable, canal: 'sms' | 'whatsapp', status: { idExterno: string; status: 'entregue' | 'falhou'; em: Date; erro: string | null }) {
  const rows = await db
    .update(avisoEnvio)
    .set(status.status === 'entregue' ? { status: 'entregue', entregueEm: status.em } : { status: 'falhou', erro: status.erro })
    .where(and(eq(avisoEnvio.canal, canal), eq(avisoEnvio.idExterno, status.idExterno), inArray(avisoEnvio.status, status.status === 'entregue' ? ['enviado', 'falhou'] : ['enviado'])))
    .returning({ id: avisoEnvio.id });
  return rows.length;
}
