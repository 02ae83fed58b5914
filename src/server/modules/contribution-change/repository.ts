import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { configuracaoContribuicao } from '../../db/schema/sporadic-contribution';
import { plano, vinculoPlano } from '../../db/schema/plans';
import { requisicao, requisicaoStatus } from '../../db/schema/requests';

/** The link with what its contribution depends on: the plan's kind and its rules. */
export async function findLinkWithRules(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ link: vinculoPlano, tipoPlano: plano.tipo, regras: configuracaoContribuicao })
    .from(vinculoPlano)
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .leftJoin(configuracaoContribuicao, eq(configuracaoContribuicao.idPlano, vinculoPlano.idPlano))
    .where(eq(vinculoPlano.id, idVinculoPlano))
    .limit(1);
  return row ?? null;
}

/** Serializes the requests of one link: the open-request check and the insert run one after the other. */
export async function lockLink(db: Queryable, idVinculoPlano: number) {
  await db.execute(sql`select id from vinculo_plano where id = ${idVinculoPlano} for update`);
}

/** The link's request of a functionality still open (not concluded, cancelled or rejected), if any. */
export async function findOpenRequest(db: Queryable, idVinculoPlano: number, idFuncionalidade: number) {
  const [row] = await db
    .select({ id: requisicao.id, protocolo: requisicao.protocolo, dados: requisicao.dados })
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), eq(requisicao.idFuncionalidade, idFuncionalidade), eq(requisicaoStatus.encerrado, false)))
    .orderBy(desc(requisicao.criadoEm))
    .limit(1);
  return row ?? null;
}
