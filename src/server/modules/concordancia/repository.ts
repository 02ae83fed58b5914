import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { aceiteDeclaracaoConcordancia, declaracaoConcordancia } from '../../db/schema';

/** The version in force: the highest one published. */
export async function findCurrentDeclaration(db: Queryable) {
  const [row] = await db.select({ versao: declaracaoConcordancia.versao, texto: declaracaoConcordancia.texto }).from(declaracaoConcordancia).orderBy(desc(declaracaoConcordancia.versao)).limit(1);
  return row ?? null;
}

export async function findAcceptance(db: Queryable, idPessoa: number, versao: number) {
  const [row] = await db
    .select({ aceitoEm: aceiteDeclaracaoConcordancia.aceitoEm, ip: aceiteDeclaracaoConcordancia.ip })
    .from(aceiteDeclaracaoConcordancia)
    .where(and(eq(aceiteDeclaracaoConcordancia.idPessoa, idPessoa), eq(aceiteDeclaracaoConcordancia.versao, versao)));
  return row ?? null;
}

/** The acceptance, or null when this person had already accepted this version (the unique key holds it). */
export async function insertAcceptance(tx: Queryable, values: { idPessoa: number; versao: number; aceitoEm: Date; ip: string }) {
  const [row] = await tx.insert(aceiteDeclaracaoConcordancia).values(values).onConflictDoNothing().returning({ aceitoEm: aceiteDeclaracaoConcordancia.aceitoEm, ip: aceiteDeclaracaoConcordancia.ip });
  return row ?? null;
}
