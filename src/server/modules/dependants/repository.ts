import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { dependente } from '../../db/schema/dependants';

export function listDependants(db: Queryable, idPessoa: number, tipo: number) {
  return db.select().from(dependente).where(and(eq(dependente.idPessoa, idPessoa), eq(dependente.tipo, tipo))).orderBy(asc(dependente.id));
}

export function findDependant(db: Queryable, id: number) {
  return db.query.dependente.findFirst({ where: eq(dependente.id, id) });
}

/** Sum of the other beneficiaries' shares of the same kind (the one being edited left out). */
export async function otherSharesTotal(db: Queryable, idPessoa: number, tipo: number, exceptId: number | null) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${dependente.percentual}), 0)::text` })
    .from(dependente)
    .where(and(eq(dependente.idPessoa, idPessoa), eq(dependente.tipo, tipo), exceptId ? ne(dependente.id, exceptId) : undefined));
  return row.total;
}

export async function insertDependant(db: Queryable, values: typeof dependente.$inferInsert) {
  const [row] = await db.insert(dependente).values(values).returning();
  return row;
}

export async function updateDependant(db: Queryable, id: number, values: Partial<typeof dependente.$inferInsert>) {
  const [row] = await db.update(dependente).set(values).where(eq(dependente.id, id)).returning();
  return row;
}

export async function deleteDependant(db: Queryable, id: number) {
  await db.delete(dependente).where(eq(dependente.id, id));
}
