import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cobrancaContribuicao, configuracaoContribuicao } from '../../db/schema/sporadic-contribution';
import { contribuicao } from '../../db/schema/contributions';
import { vinculoPlano } from '../../db/schema/plans';

export function findPlanLink(db: Queryable, idVinculoPlano: number) {
  return db.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, idVinculoPlano) });
}

export function findContributionRules(db: Queryable, idPlano: number) {
  return db.query.configuracaoContribuicao.findFirst({ where: eq(configuracaoContribuicao.idPlano, idPlano) });
}

/** A pending sporadic contribution: no quotas and no quota value until the import settles it. */
export async function insertPendingSporadic(db: Queryable, values: { idVinculoPlano: number; competencia: string; valor: string }) {
  const [row] = await db
    .insert(contribuicao)
    .values({ ...values, tipo: 'esporadica', status: 'pendente', cotas: null, valorCota: null })
    .returning({ id: contribuicao.id, criadoEm: contribuicao.criadoEm });
  return row;
}

export async function insertCharge(db: Queryable, values: typeof cobrancaContribuicao.$inferInsert) {
  await db.insert(cobrancaContribuicao).values(values);
}

const OPEN_LIST_LIMIT = 50;

/** The link's sporadic contributions still pending, with their slip and PIX code, newest first. */
export function listPendingSporadic(db: Queryable, idVinculoPlano: number) {
  return db
    .select({
      id: contribuicao.id,
      valor: contribuicao.valor,
      competencia: contribuicao.competencia,
      criadoEm: contribuicao.criadoEm,
      vencimento: cobrancaContribuicao.vencimento,
      linhaDigitavel: cobrancaContribuicao.linhaDigitavel,
      codigoBarras: cobrancaContribuicao.codigoBarras,
      pixCopiaECola: cobrancaContribuicao.pixCopiaECola,
    })
    .from(contribuicao)
    .innerJoin(cobrancaContribuicao, eq(cobrancaContribuicao.idContribuicao, contribuicao.id))
    .where(and(eq(contribuicao.idVinculoPlano, idVinculoPlano), eq(contribuicao.tipo, 'esporadica'), eq(contribuicao.status, 'pendente')))
    .orderBy(desc(contribuicao.criadoEm), desc(contribuicao.id))
    .limit(OPEN_LIST_LIMIT);
}
