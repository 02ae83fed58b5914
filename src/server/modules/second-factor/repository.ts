import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { codigoRecuperacao, desafioLogin, segundoFator } from '../../db/schema/second-factor';

/** SQL of the second factor, its recovery codes and the sign-in challenges; no rules here. */

export function findSecondFactor(db: Queryable, idPessoa: number) {
  return db.query.segundoFator.findFirst({ where: eq(segundoFator.idPessoa, idPessoa) });
}

export async function isEnrolled(db: Queryable, idPessoa: number) {
  const [row] = await db
    .select({ idPessoa: segundoFator.idPessoa })
    .from(segundoFator)
    .where(and(eq(segundoFator.idPessoa, idPessoa), sql`${segundoFator.ativadoEm} is not null`))
    .limit(1);
  return Boolean(row);
}

/** Keeps a new secret waiting for its first code; an active one stays in force meanwhile. */
export async function savePendingSecret(db: Queryable, idPessoa: number, sealed: string, expiresAt: Date) {
  await db
    .insert(segundoFator)
    .values({ idPessoa, segredoPendente: sealed, pendenteExpiraEm: expiresAt })
    .onConflictDoUpdate({ target: segundoFator.idPessoa, set: { segredoPendente: sealed, pendenteExpiraEm: expiresAt } });
}

/** The pending secret becomes the active one, with the step its first code was accepted at. */
export async function activatePendingSecret(db: Queryable, idPessoa: number, step: number) {
  const rows = await db
    .update(segundoFator)
    .set({ segredo: sql`${segundoFator.segredoPendente}`, ativadoEm: new Date(), ultimoPasso: step, segredoPendente: null, pendenteExpiraEm: null })
    .where(and(eq(segundoFator.idPessoa, idPessoa), sql`${segundoFator.segredoPendente} is not null`, gt(segundoFator.pendenteExpiraEm, new Date())))
    .returning({ idPessoa: segundoFator.idPessoa });
  return rows.length === 1;
}

/** Accepts a time step only if it is later than the last one accepted (two requests racing with one code: one wins). */
export async function acceptStep(db: Queryable, idPessoa: number, step: number) {
  const rows = await db
    .update(segundoFator)
    .set({ ultimoPasso: step })
    .where(and(eq(segundoFator.idPessoa, idPessoa), or(isNull(segundoFator.ultimoPasso), lt(segundoFator.ultimoPasso, step))))
    .returning({ idPessoa: segundoFator.idPessoa });
  return rows.length === 1;
}

export async function deleteSecondFactor(db: Queryable, idPessoa: number) {
  await db.delete(codigoRecuperacao).where(eq(codigoRecuperacao.idPessoa, idPessoa));
  await db.delete(segundoFator).where(eq(segundoFator.idPessoa, idPessoa));
}

export async function replaceRecoveryCodes(db: Queryable, idPessoa: number, hashes: string[]) {
  await db.delete(codigoRecuperacao).where(eq(codigoRecuperacao.idPessoa, idPessoa));
  await db.insert(codigoRecuperacao).values(hashes.map((codigoHash) => ({ idPessoa, codigoHash })));
}

export function findUnusedRecoveryCodes(db: Queryable, idPessoa: number) {
  return db
    .select({ id: codigoRecuperacao.id, codigoHash: codigoRecuperacao.codigoHash })
    .from(codigoRecuperacao)
    .where(and(eq(codigoRecuperacao.idPessoa, idPessoa), isNull(codigoRecuperacao.usadoEm)))
    .orderBy(asc(codigoRecuperacao.id));
}

/** Marks the code used only if nobody used it first. */
export async function useRecoveryCode(db: Queryable, idCodigo: number) {
  const rows = await db
    .update(codigoRecuperacao)
    .set({ usadoEm: new Date() })
    .where(and(eq(codigoRecuperacao.id, idCodigo), isNull(codigoRecuperacao.usadoEm)))
    .returning({ id: codigoRecuperacao.id });
  return rows.length === 1;
}

/** A new challenge; the person's expired ones go (they are only kept while they can still be used). */
export async function createChallenge(db: Queryable, values: typeof desafioLogin.$inferInsert) {
  await db.delete(desafioLogin).where(and(eq(desafioLogin.idPessoa, values.idPessoa), lt(desafioLogin.expiraEm, new Date())));
  await db.insert(desafioLogin).values(values);
}

export function findOpenChallenge(db: Queryable, tokenHash: string, maxTries: number) {
  return db.query.desafioLogin.findFirst({
    where: and(eq(desafioLogin.tokenHash, tokenHash), isNull(desafioLogin.usadoEm), gt(desafioLogin.expiraEm, new Date()), lt(desafioLogin.tentativas, maxTries)),
  });
}

export async function countChallengeTry(db: Queryable, idDesafio: number) {
  await db
    .update(desafioLogin)
    .set({ tentativas: sql`${desafioLogin.tentativas} + 1` })
    .where(eq(desafioLogin.id, idDesafio));
}

export async function consumeChallenge(db: Queryable, idDesafio: number) {
  const rows = await db
    .update(desafioLogin)
    .set({ usadoEm: new Date() })
    .where(and(eq(desafioLogin.id, idDesafio), isNull(desafioLogin.usadoEm)))
    .returning({ id: desafioLogin.id });
  return rows.length === 1;
}
