import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pessoa } from '../../db/schema/people';
import { tokenPrimeiroAcesso } from '../../db/schema/first-access';

/** The first-access links' tokens (only their SHA-256). */

export async function insertFirstAccessTokens(db: Queryable, rows: Array<typeof tokenPrimeiroAcesso.$inferInsert>) {
  if (rows.length === 0) return;
  await db.insert(tokenPrimeiroAcesso).values(rows);
}

export async function findFirstAccessToken(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ id: tokenPrimeiroAcesso.id, idPessoa: tokenPrimeiroAcesso.idPessoa, expiraEm: tokenPrimeiroAcesso.expiraEm, usadoEm: tokenPrimeiroAcesso.usadoEm, nome: pessoa.nome })
    .from(tokenPrimeiroAcesso)
    .innerJoin(pessoa, eq(pessoa.id, tokenPrimeiroAcesso.idPessoa))
    .where(eq(tokenPrimeiroAcesso.tokenHash, tokenHash));
  return row;
}

/** Spends the token; false when another request spent it first (single use holds under concurrency). */
export async function spendFirstAccessToken(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(tokenPrimeiroAcesso)
    .set({ usadoEm: now })
    .where(and(eq(tokenPrimeiroAcesso.id, id), isNull(tokenPrimeiroAcesso.usadoEm)))
    .returning({ id: tokenPrimeiroAcesso.id });
  return rows.length === 1;
}

/** The onboarding's password step (spec §2.8, step 1) counts as done: the person has just chosen their password. */
export async function markPasswordStepDone(db: Queryable, idPessoa: number, step: number) {
  await db
    .update(pessoa)
    .set({ onboardingEtapas: sql`case when ${step}::smallint = any(${pessoa.onboardingEtapas}) then ${pessoa.onboardingEtapas} else array_append(${pessoa.onboardingEtapas}, ${step}::smallint) end` })
    .where(eq(pessoa.id, idPessoa));
}
