import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { categoria, plano, situacao, vinculoPlano } from '../../db/schema/plans';
import { pessoa } from '../../db/schema/people';

/** SQL of the people import: lookups by batch (one query per kind per batch, never per line) and the writes. */

export async function findCategoryIds(db: Queryable): Promise<Set<number>> {
  return new Set((await db.select({ id: categoria.id }).from(categoria)).map((row) => row.id));
}

export async function findSituationIds(db: Queryable): Promise<Set<number>> {
  return new Set((await db.select({ id: situacao.id }).from(situacao)).map((row) => row.id));
}

/** Who holds these registration numbers, in any plan (the caller matches the plan). */
export async function findRegistrationHolders(db: Queryable, matriculas: string[]) {
  if (matriculas.length === 0) return [];
  return db
    .select({ idPlano: vinculoPlano.idPlano, matricula: vinculoPlano.matricula, cpf: pessoa.cpf })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .where(inArray(vinculoPlano.matricula, matriculas));
}

/** One people import writes at a time: two administrators sending the same file cannot both create its people. */
export async function lockPeopleImport(db: Queryable) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('importarPessoas'))`);
}

export interface NewPerson {
  cpf: string;
  nome: string;
  dataNascimento: string;
  email: string;
  senhaHash: string;
  /** The contribution path of their plan's onboarding (settings/onboarding-management). */
  onboardingPlano: number;
}

/** Each plan's onboarding path (plano.onboarding_caminho): 5 = income range and value, 6 = percentages. */
export async function findOnboardingPaths(db: Queryable): Promise<Map<number, number>> {
  return new Map((await db.select({ id: plano.id, caminho: plano.onboardingCaminho }).from(plano)).map((row) => [row.id, row.caminho]));
}

/** The people, in one statement; a CPF created meanwhile is left as it is (and absent from the answer). */
export async function insertPeople(db: Queryable, rows: NewPerson[]) {
  if (rows.length === 0) return [];
  return db.insert(pessoa).values(rows).onConflictDoNothing({ target: pessoa.cpf }).returning({ id: pessoa.id, cpf: pessoa.cpf });
}

export interface NewLink {
  idPessoa: number;
  idPlano: number;
  matricula: string;
  idCategoria: number;
  idSituacao: number;
  dataAdesao: string;
}

/** The plan links that do not exist yet (a person keeps one link per plan from the import). */
export async function insertMissingLinks(db: Queryable, rows: NewLink[]): Promise<number> {
  let created = 0;
  for (const row of rows) {
    const [existing] = await db
      .select({ id: vinculoPlano.id })
      .from(vinculoPlano)
      .where(and(eq(vinculoPlano.idPessoa, row.idPessoa), eq(vinculoPlano.idPlano, row.idPlano)))
      .limit(1);
    if (existing) continue;
    await db.insert(vinculoPlano).values(row);
    created += 1;
  }
  return created;
}
