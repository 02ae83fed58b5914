import { and, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contribuicao } from '../../db/schema/contributions';
import { vinculoPlano } from '../../db/schema/plans';
import { avisoDeducao } from '../../db/schema/tax-incentive';
import { pessoa } from '../../db/schema/people';

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

export async function findDecemberNotice(db: Queryable, idVinculoPlano: number) {
  const [row] = await db.select().from(avisoDeducao).where(eq(avisoDeducao.idVinculoPlano, idVinculoPlano));
  return row ?? null;
}

export async function saveDecemberNotice(db: Queryable, idVinculoPlano: number, values: { rendaTributavelAnual: string; outrasDeducoes: string; atualizadoEm: Date }) {
  await db.insert(avisoDeducao).values({ idVinculoPlano, ...values }).onConflictDoUpdate({ target: avisoDeducao.idVinculoPlano, set: values });
}

export async function deleteDecemberNotice(db: Queryable, idVinculoPlano: number) {
  await db.delete(avisoDeducao).where(eq(avisoDeducao.idVinculoPlano, idVinculoPlano));
}

/**
 * Claims this year's December notices not yet sent, in one statement (a second run or instance finds none): the
 * links, their owners and what they gave.
 */
export function claimDecemberNotices(db: Queryable, year: number) {
  return db
    .update(avisoDeducao)
    .set({ ultimoAvisoAno: year })
    .from(vinculoPlano)
    .where(and(eq(vinculoPlano.id, avisoDeducao.idVinculoPlano), or(isNull(avisoDeducao.ultimoAvisoAno), ne(avisoDeducao.ultimoAvisoAno, year))))
    .returning({ idVinculoPlano: avisoDeducao.idVinculoPlano, idPessoa: vinculoPlano.idPessoa, idPlano: vinculoPlano.idPlano, rendaTributavelAnual: avisoDeducao.rendaTributavelAnual, outrasDeducoes: avisoDeducao.outrasDeducoes });
}

/** The names of these people, by id (the December notice's e-mail greets by first name). */
export async function namesOf(db: Queryable, idsPessoa: number[]) {
  if (!idsPessoa.length) return new Map<number, string>();
  const rows = await db.select({ id: pessoa.id, nome: pessoa.nome }).from(pessoa).where(inArray(pessoa.id, idsPessoa));
  return new Map(rows.map((row) => [row.id, row.nome]));
}
