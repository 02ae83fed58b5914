import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { configuracaoBeneficio } from '../../db/schema/benefits';
import { configuracaoInstituto } from '../../db/schema/institutes';
import { contribuicao } from '../../db/schema/contributions';
import { emprestimo } from '../../db/schema/loans';
import { pessoa } from '../../db/schema/people';
import { vinculoPlano } from '../../db/schema/plans';

export { latestMonthlyContributions } from '../benefit-simulator/repository';

/** A plan link with its owner's birth date: what the exit options start from. */
export async function findLinkForExit(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ link: vinculoPlano, dataNascimento: pessoa.dataNascimento })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .where(eq(vinculoPlano.id, idVinculoPlano));
  return row ? { ...row.link, dataNascimento: row.dataNascimento } : null;
}

export function findInstituteRules(db: Queryable, idPlano: number) {
  return db.query.configuracaoInstituto.findFirst({ where: eq(configuracaoInstituto.idPlano, idPlano) });
}

export function findBenefitRules(db: Queryable, idPlano: number) {
  return db.query.configuracaoBeneficio.findFirst({ where: eq(configuracaoBeneficio.idPlano, idPlano) });
}

/**
 * The lots of a redemption: quotas bought by paid contributions, one row per competence month, split into the
 * participant's (basic, supplementary, sporadic) and the sponsor's, oldest first.
 */
export function paidQuotasByMonthAndOwner(db: Queryable, idVinculoPlano: number) {
  const isSponsor = sql`${contribuicao.tipo} = 'patrocinadora'`;
  return db
    .select({
      competencia: contribuicao.competencia,
      proprio: sql<string>`coalesce(sum(case when ${isSponsor} then 0 else ${contribuicao.cotas} end), 0)::text`,
      patrocinadora: sql<string>`coalesce(sum(case when ${isSponsor} then ${contribuicao.cotas} else 0 end), 0)::text`,
    })
    .from(contribuicao)
    .where(and(eq(contribuicao.idVinculoPlano, idVinculoPlano), eq(contribuicao.status, 'paga')))
    .groupBy(contribuicao.competencia)
    .orderBy(asc(contribuicao.competencia));
}

export function openLoans(db: Queryable, idVinculoPlano: number) {
  return db
    .select({
      valorContratado: emprestimo.valorContratado,
      valorParcela: emprestimo.valorParcela,
      taxaMensal: emprestimo.taxaMensal,
      prazoMeses: emprestimo.prazoMeses,
      parcelasPagas: emprestimo.parcelasPagas,
      sistema: emprestimo.sistema,
      dataCredito: emprestimo.dataCredito,
      dataContratacao: emprestimo.dataContratacao,
      parcelas: emprestimo.parcelas,
    })
    .from(emprestimo)
    .where(and(eq(emprestimo.idVinculoPlano, idVinculoPlano), eq(emprestimo.status, 'aberto')));
}
