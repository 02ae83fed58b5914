import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { plano } from '../../db/schema/plans';
import { temaPlano } from '../../db/schema/themes';

export async function findPlan(db: Queryable, idPlano: number) {
  const [row] = await db.select({ id: plano.id, nomeExibicao: plano.nomeExibicao }).from(plano).where(eq(plano.id, idPlano)).limit(1);
  return row ?? null;
}

export async function findTheme(db: Queryable, idPlano: number) {
  const [row] = await db.select().from(temaPlano).where(eq(temaPlano.idPlano, idPlano)).limit(1);
  return row ?? null;
}

export type ThemeValues = Omit<typeof temaPlano.$inferInsert, 'idPlano'>;

export async function saveTheme(db: Queryable, idPlano: number, values: ThemeValues) {
  const [row] = await db
    .insert(temaPlano)
    .values({ idPlano, ...values })
    .onConflictDoUpdate({ target: temaPlano.idPlano, set: values })
    .returning();
  return row;
}
