import { and, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { convite } from '../../db/schema/invitations';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';

export async function findPerson(db: Queryable, idPessoa: number) {
  const [row] = await db.select({ id: pessoa.id, nome: pessoa.nome, email: pessoa.email }).from(pessoa).where(eq(pessoa.id, idPessoa));
  return row ?? null;
}

/** The kinds ('1', '2') of the plans the person has a link with. */
export async function planKindsOf(db: Queryable, idPessoa: number): Promise<string[]> {
  const rows = await db.selectDistinct({ tipo: plano.tipo }).from(vinculoPlano).innerJoin(plano, eq(plano.id, vinculoPlano.idPlano)).where(eq(vinculoPlano.idPessoa, idPessoa));
  return rows.map((row) => row.tipo);
}

/** Holds the inviter's row until the transaction ends: two invitations at once are counted one after the other. */
export async function lockPerson(tx: Queryable, idPessoa: number) {
  await tx.execute(sql`select id from pessoa where id = ${idPessoa} for update`);
}

export async function countSince(tx: Queryable, idPessoa: number, since: Date): Promise<number> {
  const [row] = await tx.select({ total: sql<number>`count(*)::int` }).from(convite).where(and(eq(convite.idPessoa, idPessoa), gte(convite.criadoEm, since)));
  return row?.total ?? 0;
}

/** When this person last invited the address (already lower case), or null. */
export async function lastInvitationTo(tx: Queryable, idPessoa: number, email: string): Promise<Date | null> {
  const [row] = await tx.select({ last: max(convite.criadoEm) }).from(convite).where(and(eq(convite.idPessoa, idPessoa), eq(convite.email, email)));
  return row?.last ?? null;
}

export async function insertInvitation(tx: Queryable, values: typeof convite.$inferInsert) {
  const [row] = await tx.insert(convite).values(values).returning();
  return row;
}

export async function listInvitations(db: Queryable, idPessoa: number) {
  return db
    .select({ id: convite.id, nome: convite.nome, email: convite.email, telefone: convite.telefone, criadoEm: convite.criadoEm })
    .from(convite)
    .where(eq(convite.idPessoa, idPessoa))
    .orderBy(desc(convite.criadoEm), desc(convite.id));
}
