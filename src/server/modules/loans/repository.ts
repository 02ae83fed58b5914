import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { findPlanSettings } from '../../plan-settings/repository';
import { configuracaoEmprestimo, emprestimo } from '../../db/schema/loans';
import { pagamentoBeneficio } from '../../db/schema/statements';
import { plano, vinculoPlano } from '../../db/schema/plans';
import { requisicao, requisicaoStatus } from '../../db/schema/requests';

export type LoanSettingsRow = typeof configuracaoEmprestimo.$inferSelect;
export type LoanRow = typeof emprestimo.$inferSelect;

export function findLoanSettings(db: Queryable, idPlano: number): Promise<LoanSettingsRow | undefined> {
  return findPlanSettings(db, configuracaoEmprestimo, idPlano);
}

/** A plan link with its plan's kind. */
export async function findLink(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ link: vinculoPlano, tipoPlano: plano.tipo })
    .from(vinculoPlano)
    .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
    .where(eq(vinculoPlano.id, idVinculoPlano));
  return row ?? null;
}

export function listLoans(db: Queryable, idVinculoPlano: number) {
  return db.select().from(emprestimo).where(eq(emprestimo.idVinculoPlano, idVinculoPlano)).orderBy(desc(emprestimo.dataContratacao), desc(emprestimo.id));
}

export async function findLoan(db: Queryable, idEmprestimo: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(emprestimo).where(eq(emprestimo.id, idEmprestimo));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The latest monthly benefit paid on the link: the income of an assisted person. */
export async function latestBenefit(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ valorBruto: pagamentoBeneficio.valorBruto, impostoRenda: pagamentoBeneficio.impostoRenda })
    .from(pagamentoBeneficio)
    .where(and(eq(pagamentoBeneficio.idVinculoPlano, idVinculoPlano), eq(pagamentoBeneficio.tipo, 'mensal')))
    .orderBy(desc(pagamentoBeneficio.competencia))
    .limit(1);
  return row ?? null;
}

export async function insertLoan(db: Queryable, values: typeof emprestimo.$inferInsert) {
  const [row] = await db.insert(emprestimo).values(values).returning();
  return row;
}

export async function updateLoan(db: Queryable, id: number, changes: Partial<typeof emprestimo.$inferInsert>) {
  await db.update(emprestimo).set(changes).where(eq(emprestimo.id, id));
}

export async function lockLink(db: Queryable, idVinculoPlano: number) {
  await db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano)).for('update');
}

/** The open (not closed) loan requests of a link, oldest first. */
export function openLoanRequests(db: Queryable, idVinculoPlano: number, idFuncionalidade: number) {
  return db
    .select({ id: requisicao.id, protocolo: requisicao.protocolo, dados: requisicao.dados })
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), inArray(requisicao.idFuncionalidade, [idFuncionalidade]), eq(requisicaoStatus.encerrado, false), sql`${requisicao.dados} ? 'operacao'`))
    .orderBy(asc(requisicao.id));
}
