import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { MaintenanceNoticeMoment } from '@/domain/maintenance-notices';
import type { Queryable } from '../../db/client';
import { avisoManutencao, desativacaoTemporaria } from '../../db/schema/maintenance';
import { pessoa } from '../../db/schema/people';
import { vinculoPlano } from '../../db/schema/plans';

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

/** The windows still to start: their notices may be due. */
export function scheduledWindows(db: Queryable, now: Date) {
  return db.select().from(desativacaoTemporaria).where(gt(desativacaoTemporaria.dataInicio, now)).orderBy(asc(desativacaoTemporaria.dataInicio));
}

/** The notices sent for a window: per moment and the start each announced. */
export function noticesOfWindow(db: Queryable, idJanela: number) {
  return db.select().from(avisoManutencao).where(eq(avisoManutencao.idJanela, idJanela));
}

/** Claims a notice of a window's start: false when it was already sent (another instance, an earlier run). */
export async function claimNotice(db: Queryable, values: { idJanela: number; momento: MaintenanceNoticeMoment; inicio: Date; enviadoEm: Date }) {
  const inserted = await db.insert(avisoManutencao).values(values).onConflictDoNothing().returning({ idJanela: avisoManutencao.idJanela });
  return inserted.length > 0;
}

export async function countNotified(db: Queryable, key: { idJanela: number; momento: MaintenanceNoticeMoment; inicio: Date }, avisados: number) {
  await db
    .update(avisoManutencao)
    .set({ avisados })
    .where(and(eq(avisoManutencao.idJanela, key.idJanela), eq(avisoManutencao.momento, key.momento), eq(avisoManutencao.inicio, key.inicio)));
}

/** Everyone a window affects: the portal is down for every plan, so every participant with a plan (not administrators). */
export async function affectedParticipants(db: Queryable): Promise<number[]> {
  const rows = await db.selectDistinct({ id: pessoa.id }).from(pessoa).innerJoin(vinculoPlano, eq(vinculoPlano.idPessoa, pessoa.id)).where(eq(pessoa.admin, 'N'));
  return rows.map((row) => row.id);
}
