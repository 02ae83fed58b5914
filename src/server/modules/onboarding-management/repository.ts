import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { perfilInvestimento } from '../../db/schema/investment-profile';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';

/** Every plan with its onboarding path, whether it has investment profiles, and how many of its people have the onboarding pending. */
export function listPlans(db: Queryable) {
  const profiles = db.select({ idPlano: perfilInvestimento.idPlano, total: count().as('total') }).from(perfilInvestimento).groupBy(perfilInvestimento.idPlano).as('perfis');
  return db
    .select({
      id: plano.id,
      nomeExibicao: plano.nomeExibicao,
      temPerfil: plano.temPerfil,
      onboardingCaminho: plano.onboardingCaminho,
      perfis: sql<number>`coalesce(${profiles.total}, 0)`.mapWith(Number),
      pendentes: sql<number>`(select count(distinct ${vinculoPlano.idPessoa}) from ${vinculoPlano} inner join ${pessoa} on ${pessoa.id} = ${vinculoPlano.idPessoa}
        where ${vinculoPlano.idPlano} = ${plano.id} and ${pessoa.onboarding} = 'S')`.mapWith(Number),
    })
    .from(plano)
    .leftJoin(profiles, eq(profiles.idPlano, plano.id))
    .orderBy(asc(plano.id));
}

export async function findPlan(db: Queryable, idPlano: number) {
  const [row] = await db.select({ id: plano.id, nomeExibicao: plano.nomeExibicao, onboardingCaminho: plano.onboardingCaminho }).from(plano).where(eq(plano.id, idPlano)).limit(1);
  return row ?? null;
}

export async function setPlanPath(db: Queryable, idPlano: number, path: number) {
  await db.update(plano).set({ onboardingCaminho: path }).where(eq(plano.id, idPlano));
}

export async function findPerson(db: Queryable, idPessoa: number) {
  const [row] = await db
    .select({ id: pessoa.id, nome: pessoa.nome, onboarding: pessoa.onboarding, onboardingPlano: pessoa.onboardingPlano, onboardingEtapas: pessoa.onboardingEtapas })
    .from(pessoa)
    .where(eq(pessoa.id, idPessoa))
    .limit(1);
  return row ?? null;
}

export function listLinks(db: Queryable, idPessoa: number) {
  return db
    .select({ idPlano: plano.id, plano: plano.nomeExibicao, matricula: vinculoPlano.matricula })
    .from(vinculoPlano)
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .where(eq(vinculoPlano.idPessoa, idPessoa))
    .orderBy(asc(vinculoPlano.id));
}

export async function hasLinkOnPlan(db: Queryable, idPessoa: number, idPlano: number) {
  const [row] = await db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(and(eq(vinculoPlano.idPessoa, idPessoa), eq(vinculoPlano.idPlano, idPlano))).limit(1);
  return Boolean(row);
}

/** The onboarding starts over: pending, nothing saved, on the plan's path. */
export async function resetOnboarding(db: Queryable, idPessoa: number, path: number) {
  await db.update(pessoa).set({ onboarding: 'S', onboardingPlano: path, onboardingEtapas: [] }).where(eq(pessoa.id, idPessoa));
}
