import { and, asc, desc, eq } from 'drizzle-orm';
import type { ExemptionKind } from '@/domain/exemptions-income-tax';
import type { Queryable } from '../../db/client';
import { isencaoImposto } from '../../db/schema/exemptions';
import { pagamentoBeneficio } from '../../db/schema/statements';
import { pessoa } from '../../db/schema/people';
import { requisicao, requisicaoStatus } from '../../db/schema/requests';
import { vinculoPlano } from '../../db/schema/plans';

/** The latest request of a service on a link that is not closed yet (received, in review, waiting for documents). */
export async function findOpenRequest(db: Queryable, idVinculoPlano: number, idFuncionalidade: number) {
  const [row] = await db
    .select({ id: requisicao.id, protocolo: requisicao.protocolo })
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), eq(requisicao.idFuncionalidade, idFuncionalidade), eq(requisicaoStatus.encerrado, false)))
    .orderBy(desc(requisicao.criadoEm))
    .limit(1);
  return row ?? null;
}

/** The exemptions granted to a link, oldest first. */
export function listExemptions(db: Queryable, idVinculoPlano: number) {
  return db
    .select({ tipo: isencaoImposto.tipo, competenciaInicio: isencaoImposto.competenciaInicio, doenca: isencaoImposto.doenca })
    .from(isencaoImposto)
    .where(eq(isencaoImposto.idVinculoPlano, idVinculoPlano))
    .orderBy(asc(isencaoImposto.competenciaInicio), asc(isencaoImposto.id));
}

export async function findExemption(db: Queryable, idVinculoPlano: number, tipo: ExemptionKind) {
  const [row] = await db
    .select({ competenciaInicio: isencaoImposto.competenciaInicio })
    .from(isencaoImposto)
    .where(and(eq(isencaoImposto.idVinculoPlano, idVinculoPlano), eq(isencaoImposto.tipo, tipo)));
  return row ?? null;
}

/** The link with what its tax depends on: the owner's birth date and the regime. */
export async function findTaxedLink(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ id: vinculoPlano.id, idPessoa: vinculoPlano.idPessoa, regimeTributacao: vinculoPlano.regimeTributacao, dataNascimento: pessoa.dataNascimento })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .where(eq(vinculoPlano.id, idVinculoPlano));
  return row ?? null;
}

/** The latest monthly benefit payment on the payroll (paid or about to be). */
export async function findLastMonthlyPayment(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({
      competencia: pagamentoBeneficio.competencia,
      valorBruto: pagamentoBeneficio.valorBruto,
      impostoRenda: pagamentoBeneficio.impostoRenda,
      outrosDescontos: pagamentoBeneficio.outrosDescontos,
      dataPagamento: pagamentoBeneficio.dataPagamento,
    })
    .from(pagamentoBeneficio)
    .where(and(eq(pagamentoBeneficio.idVinculoPlano, idVinculoPlano), eq(pagamentoBeneficio.tipo, 'mensal')))
    .orderBy(desc(pagamentoBeneficio.competencia))
    .limit(1);
  return row ?? null;
}
