import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contribuicao } from '../../db/schema/contributions';
import { indiceEconomico, valorIndice } from '../../db/schema/economic-indexes';
import { plano, vinculoPlano } from '../../db/schema/plans';
import { planejamento, planejamentoHistorico } from '../../db/schema/retirement-planning';
import { cobrancaContribuicao } from '../../db/schema/sporadic-contribution';

export type GoalRow = typeof planejamento.$inferSelect;
export type GoalValues = Omit<GoalRow, 'idVinculoPlano'>;

export async function findLink(db: Queryable, idVinculoPlano: number) {
  const [row] = await db.select({ id: vinculoPlano.id, idPessoa: vinculoPlano.idPessoa, idPlano: vinculoPlano.idPlano }).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano));
  return row ?? null;
}

export async function findGoal(db: Queryable, idVinculoPlano: number): Promise<GoalRow | null> {
  const [row] = await db.select().from(planejamento).where(eq(planejamento.idVinculoPlano, idVinculoPlano));
  return row ?? null;
}

export async function saveGoal(db: Queryable, idVinculoPlano: number, values: GoalValues) {
  await db.insert(planejamento).values({ idVinculoPlano, ...values }).onConflictDoUpdate({ target: planejamento.idVinculoPlano, set: values });
}

/** Every saved goal, for the monthly record. */
export function allGoals(db: Queryable) {
  return db.select().from(planejamento).orderBy(asc(planejamento.idVinculoPlano));
}

/** Records a month of a goal once (a second run of the same month, on any instance, leaves it be). */
export async function recordMonth(db: Queryable, row: typeof planejamentoHistorico.$inferInsert) {
  const inserted = await db.insert(planejamentoHistorico).values(row).onConflictDoNothing().returning({ id: planejamentoHistorico.idVinculoPlano });
  return inserted.length > 0;
}

/** The situation of the link's latest record before the month `competencia` (AAAA-MM-01), or null when there is none. */
export async function previousSituation(db: Queryable, idVinculoPlano: number, competencia: string) {
  const [row] = await db
    .select({ situacao: planejamentoHistorico.situacao })
    .from(planejamentoHistorico)
    .where(and(eq(planejamentoHistorico.idVinculoPlano, idVinculoPlano), lt(planejamentoHistorico.competencia, competencia)))
    .orderBy(desc(planejamentoHistorico.competencia))
    .limit(1);
  return row?.situacao ?? null;
}

/** The plan's name as people see it (DXC, Mais Valor). */
export async function planNameOf(db: Queryable, idPlano: number) {
  const [row] = await db.select({ nome: plano.nomeExibicao }).from(plano).where(eq(plano.id, idPlano));
  return row?.nome ?? '';
}

export function history(db: Queryable, idVinculoPlano: number) {
  return db.select().from(planejamentoHistorico).where(eq(planejamentoHistorico.idVinculoPlano, idVinculoPlano)).orderBy(asc(planejamentoHistorico.competencia));
}

/** The IPCA's latest 12 monthly changes, oldest first. */
export async function latestIpcaMonths(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ variacao: valorIndice.variacao })
    .from(valorIndice)
    .innerJoin(indiceEconomico, eq(indiceEconomico.id, valorIndice.idIndice))
    .where(eq(indiceEconomico.codigo, 'IPCA'))
    .orderBy(desc(valorIndice.competencia))
    .limit(12);
  return rows.map((row) => row.variacao).reverse();
}

/** Sporadic contributions asked for, not yet paid, whose slip falls due in `year`. */
export async function pendingSporadicOfYear(db: Queryable, idVinculoPlano: number, year: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${contribuicao.valor}), 0)::numeric(14,2)::text` })
    .from(contribuicao)
    .innerJoin(cobrancaContribuicao, eq(cobrancaContribuicao.idContribuicao, contribuicao.id))
    .where(
      and(
        eq(contribuicao.idVinculoPlano, idVinculoPlano),
        eq(contribuicao.tipo, 'esporadica'),
        eq(contribuicao.status, 'pendente'),
        gte(cobrancaContribuicao.vencimento, `${year}-01-01`),
        lt(cobrancaContribuicao.vencimento, `${year + 1}-01-01`),
      ),
    );
  return row.total;
}
