import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contribuicao } from '../../db/schema/contributions';
import { vinculoPlano } from '../../db/schema/plans';

export function findLink(db: Queryable, idVinculoPlano: number) {
  return db.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, idVinculoPlano), columns: { id: true, idPessoa: true } });
}

/** The participant's own contributions paid in a calendar year (the sponsor's are not theirs to deduct), summed in SQL. */
export async function sumOwnContributions(db: Queryable, idVinculoPlano: number, year: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${contribuicao.valor}), 0)::numeric(14,2)::text`, meses: sql<number>`count(distinct ${contribuicao.competencia})::int` })
    .from(contribuicao)
    .where(
      and(
        eq(contribuicao.idVinculoPlano, idVinculoPlano),
        inArray(contribuicao.tipo, ['basica', 'suplementar', 'esporadica']),
        eq(contribuicao.status, 'paga'),
        gte(contribuicao.competencia, `${year}-01-01`),
        lt(contribuicao.competencia, `${year + 1}-01-01`),
      ),
    );
  return row;
}
