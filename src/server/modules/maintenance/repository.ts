import { asc, desc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { desativacaoTemporaria } from '../../db/schema/maintenance';

export type MaintenanceWindowRow = typeof desativacaoTemporaria.$inferSelect;

/** The window under way, else the next one. */
export async function findCurrentOrNext(db: Queryable, now: Date) {
  const [row] = await db.select().from(desativacaoTemporaria).where(gt(desativacaoTemporaria.dataFim, now)).orderBy(asc(desativacaoTemporaria.dataInicio)).limit(1);
  return row;
}

export function listWindows(db: Queryable, limit: number) {
  return db.select().from(desativacaoTemporaria).orderBy(desc(desativacaoTemporaria.dataInicio), desc(desativacaoTemporaria.id)).limit(limit);
}

export function findWindow(db: Queryable, id: number) {
  return db.query.desativacaoTemporaria.findFirst({ where: eq(desativacaoTemporaria.id, id) });
}

export async function insertWindow(db: Queryable, values: typeof desativacaoTemporaria.$inferInsert) {
  const [row] = await db.insert(desativacaoTemporaria).values(values).returning();
  return row;
}

export async function updateWindow(db: Queryable, id: number, values: Partial<typeof desativacaoTemporaria.$inferInsert>) {
  const [row] = await db.update(desativacaoTemporaria).set(values).where(eq(desativacaoTemporaria.id, id)).returning();
  return row;
}
