import { eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { plano } from '../db/schema/plans';

/** A table of settings kept one row per plan, its primary key the plan's id. */
export type PlanSettingsTable = PgTable & { idPlano: PgColumn };

/** A plan's row of the table, undefined when the plan has none yet. */
export async function findPlanSettings<Table extends PlanSettingsTable>(db: Queryable, table: Table, idPlano: number) {
  const [row] = await db.select().from(table as PgTable).where(eq(table.idPlano, idPlano)).limit(1);
  return row as InferSelectModel<Table> | undefined;
}

/** Saves a plan's row (a plan added after the seed has none yet: it is created). */
export async function savePlanSettings<Table extends PlanSettingsTable>(db: Queryable, table: Table, idPlano: number, values: Omit<InferSelectModel<Table>, 'idPlano'>) {
  await db
    .insert(table as PgTable)
    .values({ idPlano, ...values } as never)
    .onConflictDoUpdate({ target: table.idPlano, set: values as never });
}

/** The plan with its kind ('2': a plan with loans), undefined when there is no such plan. */
export function findPlan(db: Queryable, idPlano: number) {
  return db.query.plano.findFirst({ where: eq(plano.id, idPlano), columns: { id: true, tipo: true } });
}
