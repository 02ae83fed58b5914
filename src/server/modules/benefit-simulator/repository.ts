import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contribuicao } from '../../db/schema/contributions';
import { pessoa } from '../../db/schema/people';
import { plano, vinculoPlano } from '../../db/schema/plans';

/** A plan link with what the simulator starts from: its owner's birth date and its quota series. */
export async function findLinkForSimulation(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({
      id: vinculoPlano.id,
      idPessoa: vinculoPlano.idPessoa,
      idPlano: vinculoPlano.idPlano,
      idPerfilInvestimento: vinculoPlano.idPerfilInvestimento,
      idCategoria: vinculoPlano.idCategoria,
      idSituacao: vinculoPlano.idSituacao,
      temPerfil: plano.temPerfil,
      dataNascimento: pessoa.dataNascimento,
    })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .where(eq(vinculoPlano.id, idVinculoPlano));
  return row ?? null;
}

const MONTHLY_TYPES = ['basica', 'suplementar', 'patrocinadora'] as const;

/**
 * The monthly contributions (basic, supplementary and sponsor; sporadic ones are not monthly) of the latest competence
 * with one paid, summed per type in SQL; [] when the link has none.
 */
export function latestMonthlyContributions(db: Queryable, idVinculoPlano: number) {
  const monthly = and(eq(contribuicao.idVinculoPlano, idVinculoPlano), eq(contribuicao.status, 'paga'), inArray(contribuicao.tipo, [...MONTHLY_TYPES]));
  const latest = db.select({ competencia: sql`max(${contribuicao.competencia})` }).from(contribuicao).where(monthly);
  return db
    .select({ competencia: contribuicao.competencia, tipo: contribuicao.tipo, total: sql<string>`sum(${contribuicao.valor})::text` })
    .from(contribuicao)
    .where(and(monthly, eq(contribuicao.competencia, sql`(${latest})`)))
    .groupBy(contribuicao.competencia, contribuicao.tipo);
}
