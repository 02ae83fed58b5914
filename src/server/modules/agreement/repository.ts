import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { aceiteDeclaracaoConcordancia, declaracaoConcordancia } from '../../db/schema/agreement';

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

/** Every version, newest first, with how many people accepted each (counted in SQL). */
export async function listVersions(db: Queryable) {
  return db
    .select({
      versao: declaracaoConcordancia.versao,
      texto: declaracaoConcordancia.texto,
      publicadaEm: declaracaoConcordancia.publicadaEm,
      aceites: count(aceiteDeclaracaoConcordancia.id),
    })
    .from(declaracaoConcordancia)
    .leftJoin(aceiteDeclaracaoConcordancia, eq(aceiteDeclaracaoConcordancia.versao, declaracaoConcordancia.versao))
    .groupBy(declaracaoConcordancia.versao)
    .orderBy(desc(declaracaoConcordancia.versao));
}

/** Two publications at once wait for each other: the second reads the first's version (and text) before choosing its number. */
export async function lockPublication(tx: Queryable) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('publicarDeclaracaoConcordancia'))`);
}

/** The new version, or null when that number was taken meanwhile (the primary key holds it). */
export async function insertVersion(tx: Queryable, values: { versao: number; texto: string; publicadaEm: Date }) {
  const [row] = await tx
    .insert(declaracaoConcordancia)
    .values(values)
    .onConflictDoNothing()
    .returning({ versao: declaracaoConcordancia.versao, publicadaEm: declaracaoConcordancia.publicadaEm });
  return row ?? null;
}
