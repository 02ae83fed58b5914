import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { codigoSeguranca, sessao, tentativaLogin } from '../../db/schema/auth';
import { emailSaida } from '../../db/schema/email-templates';
import { pessoa } from '../../db/schema/people';

/** SQL of sessions, login attempts, security codes and the outbox; no rules here. */

export function findPessoaByCpf(db: Queryable, cpf: string) {
  return db.query.pessoa.findFirst({ where: eq(pessoa.cpf, cpf) });
}

export function findPessoaById(db: Queryable, id: number) {
  return db.query.pessoa.findFirst({ where: eq(pessoa.id, id) });
}

export async function createSession(db: Queryable, values: typeof sessao.$inferInsert) {
  const [row] = await db.insert(sessao).values(values).returning({ id: sessao.id });
  return row;
}

export async function revokeSession(db: Queryable, idSessao: number) {
  await db.update(sessao).set({ revogadoEm: new Date() }).where(and(eq(sessao.id, idSessao), isNull(sessao.revogadoEm)));
}

/** Revokes every open session of the person except `keepIdSessao`; returns the revoked ids. */
export async function revokeSessionsOf(db: Queryable, idPessoa: number, keepIdSessao: number | null) {
  const conditions = [eq(sessao.idPessoa, idPessoa), isNull(sessao.revogadoEm), gt(sessao.expiraEm, new Date())];
  if (keepIdSessao !== null) conditions.push(ne(sessao.id, keepIdSessao));
  const rows = await db.update(sessao).set({ revogadoEm: new Date() }).where(and(...conditions)).returning({ id: sessao.id });
  return rows.map((row) => row.id);
}

export async function recordLoginAttempt(db: Queryable, values: { cpf: string | null; ip: string; sucesso: boolean }) {
  await db.insert(tentativaLogin).values(values);
}

/**
 * Failures since the later of the window start and the last success, newest first
 * (only as many as the limit needs: the oldest of them tells when the lock lifts).
 */
export async function recentFailures(db: Queryable, by: { cpf: string } | { ip: string }, since: Date, limit: number) {
  const key = 'cpf' in by ? eq(tentativaLogin.cpf, by.cpf) : eq(tentativaLogin.ip, by.ip);
  const lastSuccess = db
    .select({ at: sql`coalesce(max(${tentativaLogin.criadoEm}), 'epoch'::timestamptz)` })
    .from(tentativaLogin)
    .where(and(key, eq(tentativaLogin.sucesso, true)));
  return db
    .select({ criadoEm: tentativaLogin.criadoEm })
    .from(tentativaLogin)
    .where(and(key, eq(tentativaLogin.sucesso, false), gt(tentativaLogin.criadoEm, since), gt(tentativaLogin.criadoEm, sql`(${lastSuccess})`)))
    .orderBy(desc(tentativaLogin.criadoEm))
    .limit(limit);
}

export async function createSecurityCode(db: Queryable, values: typeof codigoSeguranca.$inferInsert) {
  // Asking again invalidates the earlier codes: only the newest can be used.
  await db
    .update(codigoSeguranca)
    .set({ usadoEm: new Date() })
    .where(and(eq(codigoSeguranca.idPessoa, values.idPessoa), isNull(codigoSeguranca.usadoEm)));
  await db.insert(codigoSeguranca).values(values);
}

export function findOpenSecurityCode(db: Queryable, idPessoa: number) {
  return db.query.codigoSeguranca.findFirst({
    where: and(eq(codigoSeguranca.idPessoa, idPessoa), isNull(codigoSeguranca.usadoEm), gt(codigoSeguranca.expiraEm, new Date())),
    orderBy: desc(codigoSeguranca.id),
  });
}

export async function countSecurityCodeTry(db: Queryable, idCodigo: number) {
  await db
    .update(codigoSeguranca)
    .set({ tentativas: sql`${codigoSeguranca.tentativas} + 1` })
    .where(eq(codigoSeguranca.id, idCodigo));
}

/** Marks the code used only if nobody used it first; false when it was already taken. */
export async function consumeSecurityCode(db: Queryable, idCodigo: number) {
  const rows = await db
    .update(codigoSeguranca)
    .set({ usadoEm: new Date() })
    .where(and(eq(codigoSeguranca.id, idCodigo), isNull(codigoSeguranca.usadoEm)))
    .returning({ id: codigoSeguranca.id });
  return rows.length === 1;
}

export async function updatePasswordHash(db: Queryable, idPessoa: number, senhaHash: string) {
  await db.update(pessoa).set({ senhaHash }).where(eq(pessoa.id, idPessoa));
}

export async function listOutbox(db: Queryable, limit: number, offset: number) {
  const rows = await db
    .select({
      id: emailSaida.id,
      destinatario: emailSaida.destinatario,
      assunto: emailSaida.assunto,
      corpo: emailSaida.corpo,
      criado_em: emailSaida.criadoEm,
      enviado_em: emailSaida.enviadoEm,
      erro: emailSaida.erro,
    })
    .from(emailSaida)
    .orderBy(desc(emailSaida.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, criado_em: row.criado_em.toISOString(), enviado_em: row.enviado_em?.toISOString() ?? null }));
}
