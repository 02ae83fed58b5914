import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contribuicao } from '../../db/schema/contributions';
import { indiceEconomico, valorIndice } from '../../db/schema/economic-indexes';
import { valorCota } from '../../db/schema/quota-values';
import { inSeries, type QuotaSeries } from '../quota-values/series';

export { findLinkWithOwner as findLink, type LinkWithOwner as ExtractLink } from '../plans/repository';

const paidOf = (idVinculoPlano: number) => and(eq(contribuicao.idVinculoPlano, idVinculoPlano), eq(contribuicao.status, 'paga'));

/** Quotas bought by paid contributions, per type (= account), with competence before `beforeDay` when given. */
export async function quotasByType(db: Queryable, idVinculoPlano: number, beforeDay?: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ tipo: contribuicao.tipo, cotas: sql<string>`coalesce(sum(${contribuicao.cotas}), 0)::text` })
    .from(contribuicao)
    .where(and(paidOf(idVinculoPlano), beforeDay ? lt(contribuicao.competencia, beforeDay) : undefined))
    .groupBy(contribuicao.tipo);
  return Object.fromEntries(rows.map((row) => [row.tipo, row.cotas]));
}

/**
 * Quotas bought by paid contributions per type, in buckets: `mes` null for every competence before `fromDay` (what
 * the chart starts with), then one bucket per competence month (AAAA-MM) from it on. At most 4 + 4 × the chart's
 * months rows, whatever the history's length.
 */
export function paidQuotasByChartMonth(db: Queryable, idVinculoPlano: number, fromDay: string) {
  const month = sql<string | null>`case when ${contribuicao.competencia} < ${fromDay} then null else to_char(${contribuicao.competencia}, 'YYYY-MM') end`;
  return db
    .select({ mes: month, tipo: contribuicao.tipo, cotas: sql<string>`sum(${contribuicao.cotas})::text` })
    .from(contribuicao)
    .where(paidOf(idVinculoPlano))
    // By position: the bucket expression carries a parameter, which PostgreSQL would not match with a second copy.
    .groupBy(sql`1, 2`);
}

/** The competence month (AAAA-MM) of the link's first paid contribution: where its balance starts; null for none. */
export async function firstPaidMonth(db: Queryable, idVinculoPlano: number): Promise<string | null> {
  const [row] = await db.select({ mes: sql<string | null>`to_char(min(${contribuicao.competencia}), 'YYYY-MM')` }).from(contribuicao).where(paidOf(idVinculoPlano));
  return row?.mes ?? null;
}

/** The monthly values of the indexes with these codes between two days (first days of months, both included). */
export function indexValuesBetween(db: Queryable, codigos: readonly string[], fromDay: string, toDay: string) {
  return db
    .select({ codigo: indiceEconomico.codigo, competencia: valorIndice.competencia, variacao: valorIndice.variacao })
    .from(valorIndice)
    .innerJoin(indiceEconomico, eq(indiceEconomico.id, valorIndice.idIndice))
    .where(and(inArray(indiceEconomico.codigo, [...codigos]), gte(valorIndice.competencia, fromDay), lte(valorIndice.competencia, toDay)));
}

/** Every value of a quota series, oldest first (one a month: ten years are 120 rows). */
export function quotaValuesOf(db: Queryable, series: QuotaSeries) {
  return db.select({ data: valorCota.data, valor: valorCota.valor }).from(valorCota).where(inSeries(series)).orderBy(asc(valorCota.data));
}

const TYPE_ORDER = sql`case ${contribuicao.tipo} when 'basica' then 1 when 'suplementar' then 2 when 'esporadica' then 3 else 4 end`;

/** The contributions of a period (competence between two days, both included), oldest first, in account order. */
export function contributionsBetween(db: Queryable, idVinculoPlano: number, fromDay: string, toDay: string, tipo?: string) {
  return db
    .select({ competencia: contribuicao.competencia, tipo: contribuicao.tipo, valor: contribuicao.valor, cotas: contribuicao.cotas, valorCota: contribuicao.valorCota, status: contribuicao.status })
    .from(contribuicao)
    .where(
      and(
        eq(contribuicao.idVinculoPlano, idVinculoPlano),
        gte(contribuicao.competencia, fromDay),
        lte(contribuicao.competencia, toDay),
        tipo ? eq(contribuicao.tipo, tipo as (typeof contribuicao.$inferSelect)['tipo']) : undefined,
      ),
    )
    .orderBy(asc(contribuicao.competencia), TYPE_ORDER, asc(contribuicao.id));
}

/** The lots of the regressive tax: quotas bought by paid contributions, one lot per competence month, oldest first. */
export function paidQuotasByMonth(db: Queryable, idVinculoPlano: number) {
  return db
    .select({ competencia: contribuicao.competencia, cotas: sql<string>`sum(${contribuicao.cotas})::text` })
    .from(contribuicao)
    .where(paidOf(idVinculoPlano))
    .groupBy(contribuicao.competencia)
    .orderBy(asc(contribuicao.competencia));
}


export { findFundIdentity } from '../../fund/settings-repository';
