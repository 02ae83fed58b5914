import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { requisicao, requisicaoStatus } from '../../db/schema/requests';
import { vinculoPlano } from '../../db/schema/plans';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

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

/** A regime request that is not closed yet (received, in review, waiting for documents). */
export async function findOpenRegimeRequest(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ id: requisicao.id, protocolo: requisicao.protocolo, regime: sql<string | null>`${requisicao.dados}->>'regime'` })
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), eq(requisicao.idFuncionalidade, FUNCTIONALITY.TAX_REGIME), eq(requisicaoStatus.encerrado, false)))
    .orderBy(desc(requisicao.criadoEm))
    .limit(1);
  return row ?? null;
}

