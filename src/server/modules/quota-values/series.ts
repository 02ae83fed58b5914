import { and, asc, desc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { perfilInvestimento } from '../../db/schema/investment-profile';
import { plano } from '../../db/schema/plans';
import { valorCota } from '../../db/schema/quota-values';

/**
 * A quota series: the plan's, or the plan and investment profile's when the plan has profiles. A participant of a
 * plan with profiles who has not chosen one stays in the plan's first ('Super Conservador', spec §5).
 */
export interface QuotaSeries {
  idPlano: number;
  idPerfilInvestimento: number | null;
}

export interface QuotaValue {
  data: string;
  valor: string;
}

/** `temPerfil`, when the caller already read the plan, saves a query. */
export async function quotaSeriesOf(db: Queryable, link: { idPlano: number; idPerfilInvestimento: number | null; temPerfil?: 'S' | 'N' }): Promise<QuotaSeries> {
  const temPerfil = link.temPerfil ?? (await db.select({ temPerfil: plano.temPerfil }).from(plano).where(eq(plano.id, link.idPlano)))[0]?.temPerfil;
  if (temPerfil !== 'S') return { idPlano: link.idPlano, idPerfilInvestimento: null };
  if (link.idPerfilInvestimento !== null) return { idPlano: link.idPlano, idPerfilInvestimento: link.idPerfilInvestimento };
  const [first] = await db
    .select({ id: perfilInvestimento.id })
    .from(perfilInvestimento)
    .where(eq(perfilInvestimento.idPlano, link.idPlano))
    .orderBy(asc(perfilInvestimento.ordem))
    .limit(1);
  return { idPlano: link.idPlano, idPerfilInvestimento: first?.id ?? null };
}

/** The rows of one series (`= id` or `is null`, so the unique index serves both). */
export function inSeries(series: QuotaSeries): SQL {
  return and(
    eq(valorCota.idPlano, series.idPlano),
    series.idPerfilInvestimento === null ? isNull(valorCota.idPerfilInvestimento) : eq(valorCota.idPerfilInvestimento, series.idPerfilInvestimento),
  )!;
}

/** The latest value of the series on or before `day` (yyyy-MM-dd; default: the latest of all). */
export async function latestQuotaValue(db: Queryable, series: QuotaSeries, day?: string): Promise<QuotaValue | null> {
  const [row] = await db
    .select({ data: valorCota.data, valor: valorCota.valor })
    .from(valorCota)
    .where(day ? and(inSeries(series), lte(valorCota.data, day)) : inSeries(series))
    .orderBy(desc(valorCota.data))
    .limit(1);
  return row ?? null;
}
