import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CHOICE_FUNCTIONALITY } from '@/domain/requests';
import type { Queryable } from '../../db/client';
import { configuracaoBeneficio, contribuicao, pessoa, requisicao, requisicaoStatus, vinculoPlano } from '../../db/schema';

const linkColumns = {
  id: vinculoPlano.id,
  idPessoa: vinculoPlano.idPessoa,
  idPlano: vinculoPlano.idPlano,
  idCategoria: vinculoPlano.idCategoria,
  idSituacao: vinculoPlano.idSituacao,
  regimeTributacao: vinculoPlano.regimeTributacao,
};

/** The link's regime and what decides whether it may still change (category, situation). */
export async function findRegimeLink(db: Queryable, idVinculoPlano: number) {
  const [row] = await db.select(linkColumns).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano));
  return row ?? null;
}

/** The same, locked until the transaction ends: two choices sent at once are decided one after the other. */
export async function lockRegimeLink(db: Queryable, idVinculoPlano: number) {
  const [row] = await db.select(linkColumns).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano)).for('update');
  return row ?? null;
}

/** The owner's birth date and the plan's benefit parameters, where the income scenario starts from. */
export async function findSimulationBasis(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({
      dataNascimento: pessoa.dataNascimento,
      pagamentosPorAno: configuracaoBeneficio.pagamentosPorAno,
      rentabilidadeReferencia: configuracaoBeneficio.rentabilidadeReferencia,
      idadeAposentadoria: configuracaoBeneficio.idadeAposentadoria,
    })
    .from(vinculoPlano)
    .innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa))
    .leftJoin(configuracaoBeneficio, eq(configuracaoBeneficio.idPlano, vinculoPlano.idPlano))
    .where(eq(vinculoPlano.id, idVinculoPlano));
  return row ?? null;
}

/** A regime request that is not closed yet (received, in review, waiting for documents). */
export async function findOpenRegimeRequest(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ id: requisicao.id, protocolo: requisicao.protocolo, regime: sql<string | null>`${requisicao.dados}->>'regime'` })
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), eq(requisicao.idFuncionalidade, CHOICE_FUNCTIONALITY.REGIME_TRIBUTACAO), eq(requisicaoStatus.encerrado, false)))
    .orderBy(desc(requisicao.criadoEm))
    .limit(1);
  return row ?? null;
}

/**
 * The regular monthly contribution today: the sum of the last paid competence's basic, supplementary and sponsor
 * contributions (sporadic ones are extra, not monthly). '0' without any.
 */
export async function lastMonthlyContribution(db: Queryable, idVinculoPlano: number): Promise<string> {
  const regular = and(eq(contribuicao.idVinculoPlano, idVinculoPlano), eq(contribuicao.status, 'paga'), inArray(contribuicao.tipo, ['basica', 'suplementar', 'patrocinadora']));
  const [row] = await db
    .select({ total: sql<string>`sum(${contribuicao.valor})::text` })
    .from(contribuicao)
    .where(regular)
    .groupBy(contribuicao.competencia)
    .orderBy(desc(contribuicao.competencia))
    .limit(1);
  return row?.total ?? '0';
}
