import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contribuicao } from '../../db/schema/contributions';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';

/** SQL of the contribution import: lookups by batch (one query per kind per batch, never per line) and the writes. */

export async function findPeopleByCpf(db: Queryable, cpfs: string[]) {
  if (cpfs.length === 0) return [];
  return db.select({ id: pessoa.id, cpf: pessoa.cpf }).from(pessoa).where(inArray(pessoa.cpf, cpfs));
}

/** The people's plan links, oldest first (a person with two links to one plan imports into the oldest). */
export async function findLinksOfPeople(db: Queryable, idsPessoa: number[]) {
  if (idsPessoa.length === 0) return [];
  return db
    .select({ id: vinculoPlano.id, idPessoa: vinculoPlano.idPessoa, idPlano: vinculoPlano.idPlano, idPerfilInvestimento: vinculoPlano.idPerfilInvestimento })
    .from(vinculoPlano)
    .where(inArray(vinculoPlano.idPessoa, idsPessoa))
    .orderBy(asc(vinculoPlano.id));
}

export async function findPlanIds(db: Queryable): Promise<Set<number>> {
  return new Set((await db.select({ id: plano.id }).from(plano)).map((row) => row.id));
}

export interface ExistingContribution {
  id: number;
  idVinculoPlano: number;
  competencia: string;
  tipo: string;
  valor: string;
  status: string;
}

/** The contributions of these (link, month) pairs, through the (link, month) index. */
export async function findContributionsOfMonths(db: Queryable, pairs: Array<{ idVinculoPlano: number; competencia: string }>): Promise<ExistingContribution[]> {
  if (pairs.length === 0) return [];
  const links = pairs.map((pair) => pair.idVinculoPlano);
  const months = pairs.map((pair) => pair.competencia);
  const { rows } = (await db.execute(sql`
    select c.id, c.id_vinculo_plano as "idVinculoPlano", to_char(c.competencia, 'YYYY-MM-DD') as competencia, c.tipo, c.valor::text as valor, c.status
    from contribuicao c
    join (select distinct * from unnest(${`{${links.join(',')}}`}::int[], ${`{${months.join(',')}}`}::date[]) as p(id_vinculo_plano, competencia)) p
      on p.id_vinculo_plano = c.id_vinculo_plano and p.competencia = c.competencia
  `)) as unknown as { rows: ExistingContribution[] };
  return rows;
}

/** Sporadic contributions of these links still waiting for their payment, oldest first. */
export async function findPendingSporadic(db: Queryable, idsVinculo: number[]) {
  if (idsVinculo.length === 0) return [];
  return db
    .select({ id: contribuicao.id, idVinculoPlano: contribuicao.idVinculoPlano, competencia: contribuicao.competencia, valor: contribuicao.valor })
    .from(contribuicao)
    .where(and(inArray(contribuicao.idVinculoPlano, idsVinculo), eq(contribuicao.tipo, 'esporadica'), eq(contribuicao.status, 'pendente')))
    .orderBy(asc(contribuicao.competencia), asc(contribuicao.id));
}

/** One import writes at a time (per transaction): two administrators sending the same file cannot both add its rows. */
export async function lockContributionImport(db: Queryable) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('importarContribuicoes'))`);
}

export interface NewContribution {
  idVinculoPlano: number;
  competencia: string;
  tipo: string;
  valor: string;
  cotas: string;
  valorCota: string;
}

/** A batch in one statement with seven array parameters (not seven per row): less to build, send and collect. */
export async function insertContributions(db: Queryable, rows: NewContribution[]) {
  if (rows.length === 0) return;
  const column = (pick: (row: NewContribution) => string | number) => `{${rows.map(pick).join(',')}}`;
  await db.execute(sql`
    insert into contribuicao (id_vinculo_plano, competencia, tipo, valor, cotas, valor_cota, status)
    select id_vinculo_plano, competencia, tipo, valor, cotas, valor_cota, 'paga'
    from unnest(${column((row) => row.idVinculoPlano)}::int[], ${column((row) => row.competencia)}::date[], ${column((row) => row.tipo)}::text[],
                ${column((row) => row.valor)}::numeric[], ${column((row) => row.cotas)}::numeric[], ${column((row) => row.valorCota)}::numeric[])
      as novas(id_vinculo_plano, competencia, tipo, valor, cotas, valor_cota)
  `);
}

/** A pending sporadic contribution paid: it takes the month of the payment line, its quotas and quota value. */
export async function settleSporadic(db: Queryable, id: number, paid: { competencia: string; cotas: string; valorCota: string }) {
  await db
    .update(contribuicao)
    .set({ status: 'paga', competencia: paid.competencia, cotas: paid.cotas, valorCota: paid.valorCota })
    .where(and(eq(contribuicao.id, id), eq(contribuicao.status, 'pendente')));
}
