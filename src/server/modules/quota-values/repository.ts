import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { perfilInvestimento } from '../../db/schema/investment-profile';
import { plano } from '../../db/schema/plans';
import { valorCota } from '../../db/schema/quota-values';
import { inSeries, type QuotaSeries } from './series';

/** SQL of the quota values an administrator keeps (settings/indexadores). */

export async function findPlan(db: Queryable, idPlano: number) {
  const [row] = await db.select({ id: plano.id, temPerfil: plano.temPerfil }).from(plano).where(eq(plano.id, idPlano));
  return row ?? null;
}

export async function findPlans(db: Queryable, idsPlano: number[]) {
  if (idsPlano.length === 0) return [];
  return db.select({ id: plano.id, temPerfil: plano.temPerfil }).from(plano).where(inArray(plano.id, idsPlano));
}

export async function findProfilesOfPlans(db: Queryable, idsPlano: number[]) {
  if (idsPlano.length === 0) return [];
  return db.select({ id: perfilInvestimento.id, idPlano: perfilInvestimento.idPlano }).from(perfilInvestimento).where(inArray(perfilInvestimento.idPlano, idsPlano));
}

const columns = { idPlano: valorCota.idPlano, idPerfilInvestimento: valorCota.idPerfilInvestimento, data: valorCota.data, valor: valorCota.valor };

export async function findQuotaValues(db: Queryable, series: QuotaSeries) {
  return db.select(columns).from(valorCota).where(inSeries(series)).orderBy(desc(valorCota.data));
}

export async function findQuotaValue(db: Queryable, series: QuotaSeries, data: string) {
  const [row] = await db.select(columns).from(valorCota).where(and(inSeries(series), eq(valorCota.data, data)));
  return row ?? null;
}

/** The values already stored for these (series, day) keys, as 'plan|profile|day' → value. */
export async function findQuotaValuesAt(db: Queryable, keys: Array<{ idPlano: number; idPerfilInvestimento: number | null; data: string }>) {
  if (keys.length === 0) return new Map<string, string>();
  const { rows } = (await db.execute(sql`
    select v.id_plano as "idPlano", v.id_perfil_investimento as "idPerfilInvestimento", to_char(v.data, 'YYYY-MM-DD') as data, v.valor::text as valor
    from valor_cota v
    join (select distinct * from unnest(${`{${keys.map((key) => key.idPlano).join(',')}}`}::int[], ${`{${keys.map((key) => key.idPerfilInvestimento ?? 'NULL').join(',')}}`}::int[], ${`{${keys.map((key) => key.data).join(',')}}`}::date[]) as k(id_plano, id_perfil, data)) k
      on k.id_plano = v.id_plano and k.id_perfil is not distinct from v.id_perfil_investimento and k.data = v.data
  `)) as unknown as { rows: Array<{ idPlano: number; idPerfilInvestimento: number | null; data: string; valor: string }> };
  return new Map(rows.map((row) => [`${row.idPlano}|${row.idPerfilInvestimento ?? ''}|${row.data}`, row.valor]));
}

export async function insertQuotaValues(db: Queryable, rows: Array<typeof valorCota.$inferInsert>) {
  if (rows.length === 0) return [];
  return db.insert(valorCota).values(rows).onConflictDoNothing().returning(columns);
}

export async function updateQuotaValue(db: Queryable, series: QuotaSeries, data: string, valor: string) {
  const [row] = await db.update(valorCota).set({ valor }).where(and(inSeries(series), eq(valorCota.data, data))).returning(columns);
  return row ?? null;
}

export async function lockQuotaValueImport(db: Queryable) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('importarValoresCota'))`);
}

/** Every quota series: each plan without profiles, each profile of the plans with them; with its latest value. */
export async function findSeries(db: Queryable) {
  const { rows } = (await db.execute(sql`
    select p.id as "idPlano", p.nome_exibicao as plano, pi.id as "idPerfilInvestimento", pi.nome as perfil,
           ultimo.data as "ultimaData", ultimo.valor as "ultimoValor"
    from plano p
    left join perfil_investimento pi on p.tem_perfil = 'S' and pi.id_plano = p.id
    left join lateral (
      select to_char(v.data, 'YYYY-MM-DD') as data, v.valor::text as valor from valor_cota v
      where v.id_plano = p.id and v.id_perfil_investimento is not distinct from pi.id
      order by v.data desc limit 1
    ) ultimo on true
    where p.tem_perfil <> 'S' or pi.id is not null
    order by p.id, pi.ordem
  `)) as unknown as { rows: Array<{ idPlano: number; plano: string; idPerfilInvestimento: number | null; perfil: string | null; ultimaData: string | null; ultimoValor: string | null }> };
  return rows;
}
