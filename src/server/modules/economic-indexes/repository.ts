import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { indiceEconomico, valorIndice } from '../../db/schema/economic-indexes';

/** SQL of the economic indexes and their monthly values (settings/indexadores, the simulators). */

export async function findIndexes(db: Queryable) {
  return db.select({ id: indiceEconomico.id, codigo: indiceEconomico.codigo, nome: indiceEconomico.nome, fonte: indiceEconomico.fonte }).from(indiceEconomico).orderBy(asc(indiceEconomico.id));
}

export async function findIndex(db: Queryable, idIndice: number) {
  const [row] = await db.select({ id: indiceEconomico.id, codigo: indiceEconomico.codigo }).from(indiceEconomico).where(eq(indiceEconomico.id, idIndice));
  return row ?? null;
}

const columns = { idIndice: valorIndice.idIndice, competencia: valorIndice.competencia, variacao: valorIndice.variacao };

/** The values of one index between two months (inclusive; either end open), oldest first. */
export async function findValues(db: Queryable, idIndice: number, from?: string, to?: string) {
  return db
    .select(columns)
    .from(valorIndice)
    .where(and(eq(valorIndice.idIndice, idIndice), from ? gte(valorIndice.competencia, from) : undefined, to ? lte(valorIndice.competencia, to) : undefined))
    .orderBy(asc(valorIndice.competencia));
}

/** The latest 12 values of every index, newest first per index: the list's latest value and 12-month change. */
export async function findLatestTwelve(db: Queryable) {
  const { rows } = (await db.execute(sql`
    select v.id_indice as "idIndice", to_char(v.competencia, 'YYYY-MM-DD') as competencia, v.variacao::text as variacao
    from indice_economico i
    cross join lateral (
      select id_indice, competencia, variacao from valor_indice where id_indice = i.id order by competencia desc limit 12
    ) v
    order by v.id_indice, v.competencia desc
  `)) as unknown as { rows: Array<{ idIndice: number; competencia: string; variacao: string }> };
  return rows;
}

export async function findValue(db: Queryable, idIndice: number, competencia: string) {
  const [row] = await db.select(columns).from(valorIndice).where(and(eq(valorIndice.idIndice, idIndice), eq(valorIndice.competencia, competencia)));
  return row ?? null;
}

/** The values already stored for these (index, month) keys, as 'index|month' → change. */
export async function findValuesAt(db: Queryable, keys: Array<{ idIndice: number; competencia: string }>) {
  if (keys.length === 0) return new Map<string, string>();
  const { rows } = (await db.execute(sql`
    select v.id_indice as "idIndice", to_char(v.competencia, 'YYYY-MM-DD') as competencia, v.variacao::text as variacao
    from valor_indice v
    join (select distinct * from unnest(${`{${keys.map((key) => key.idIndice).join(',')}}`}::int[], ${`{${keys.map((key) => key.competencia).join(',')}}`}::date[]) as k(id_indice, competencia)) k
      on k.id_indice = v.id_indice and k.competencia = v.competencia
  `)) as unknown as { rows: Array<{ idIndice: number; competencia: string; variacao: string }> };
  return new Map(rows.map((row) => [`${row.idIndice}|${row.competencia}`, row.variacao]));
}

export async function insertValues(db: Queryable, rows: Array<typeof valorIndice.$inferInsert>) {
  if (rows.length === 0) return [];
  return db.insert(valorIndice).values(rows).onConflictDoNothing().returning(columns);
}

export async function updateValue(db: Queryable, idIndice: number, competencia: string, variacao: string) {
  const [row] = await db.update(valorIndice).set({ variacao }).where(and(eq(valorIndice.idIndice, idIndice), eq(valorIndice.competencia, competencia))).returning(columns);
  return row ?? null;
}

export async function lockIndexValueImport(db: Queryable) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('importarValoresIndice'))`);
}
