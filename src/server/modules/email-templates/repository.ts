import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { EmailDeliveryStatus } from '@/domain/email-templates';
import type { Queryable } from '../../db/client';
import { emailSaida, modeloEmail } from '../../db/schema/email-templates';

/** SQL of the e-mail templates' edits and of the sent-mail log; no rules here. */

export async function listEdits(db: Queryable) {
  return db.select().from(modeloEmail);
}

export async function saveEdit(db: Queryable, values: { chave: string; assunto: string; corpo: string; idAtor: number }) {
  const now = new Date();
  await db
    .insert(modeloEmail)
    .values({ ...values, atualizadoEm: now })
    .onConflictDoUpdate({ target: modeloEmail.chave, set: { assunto: values.assunto, corpo: values.corpo, idAtor: values.idAtor, atualizadoEm: now } });
}

export async function deleteEdit(db: Queryable, chave: string) {
  const rows = await db.delete(modeloEmail).where(eq(modeloEmail.chave, chave)).returning({ chave: modeloEmail.chave });
  return rows.length > 0;
}

export interface EmailLogFilters {
  status?: EmailDeliveryStatus;
  chave?: string;
  /** Part of the address, any case. */
  destinatario?: string;
}

function whereOf(filters: EmailLogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status === 'falhou') conditions.push(isNotNull(emailSaida.erro));
  if (filters.status === 'enviado') conditions.push(and(isNull(emailSaida.erro), isNotNull(emailSaida.enviadoEm))!);
  if (filters.status === 'pendente') conditions.push(and(isNull(emailSaida.erro), isNull(emailSaida.enviadoEm))!);
  if (filters.chave !== undefined) conditions.push(eq(emailSaida.chave, filters.chave));
  if (filters.destinatario) conditions.push(ilike(emailSaida.destinatario, `%${filters.destinatario.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of the log, newest first. The body is never read: security codes and personal links are secrets. */
export async function listSent(db: Queryable, filters: EmailLogFilters, limit: number, offset: number) {
  const where = whereOf(filters);
  const rows = await db
    .select({ id: emailSaida.id, destinatario: emailSaida.destinatario, assunto: emailSaida.assunto, chave: emailSaida.chave, criadoEm: emailSaida.criadoEm, enviadoEm: emailSaida.enviadoEm, erro: emailSaida.erro })
    .from(emailSaida)
    .where(where)
    .orderBy(desc(emailSaida.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(emailSaida).where(where);
  return { rows, total };
}
