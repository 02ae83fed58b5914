import { asc, eq } from 'drizzle-orm';
import { REQUEST_STATUS } from '@/domain/requests';
import type { Queryable } from '../client';
import { auditoria } from '../schema/audit';
import { requisicao, requisicaoHistorico } from '../schema/requests';

/**
 * The audit trail the seeded requests would have left had they gone through the API: their opening by the participant,
 * then every later step (a status change by the fund's staff, or the participant's cancellation), with the history's
 * own dates and authors. The audit viewer of a fresh demo then shows who did what, as it will for real use.
 */
export async function seedAuditTrail(db: Queryable) {
  const steps = await db
    .select({ idRequisicao: requisicaoHistorico.idRequisicao, idStatus: requisicaoHistorico.idStatus, idAutor: requisicaoHistorico.idAutor, criadoEm: requisicaoHistorico.criadoEm, idPessoa: requisicao.idPessoa, idFuncionalidade: requisicao.idFuncionalidade })
    .from(requisicaoHistorico)
    .innerJoin(requisicao, eq(requisicao.id, requisicaoHistorico.idRequisicao))
    .orderBy(asc(requisicaoHistorico.criadoEm), asc(requisicaoHistorico.id));
  const previousStatus = new Map<number, number>();
  const rows: Array<typeof auditoria.$inferInsert> = [];
  for (const step of steps) {
    const before = previousStatus.get(step.idRequisicao);
    previousStatus.set(step.idRequisicao, step.idStatus);
    const common = { idAtor: step.idAutor, idPessoaAlvo: step.idPessoa, criadoEm: step.criadoEm };
    if (before === undefined) rows.push({ ...common, acao: 'requisicao.criada', detalhes: { idRequisicao: step.idRequisicao, idFuncionalidade: step.idFuncionalidade } });
    else if (step.idStatus === REQUEST_STATUS.CANCELLED && step.idAutor === step.idPessoa) rows.push({ ...common, acao: 'requisicao.cancelada', detalhes: { idRequisicao: step.idRequisicao } });
    else rows.push({ ...common, acao: 'requisicao.status', detalhes: { idRequisicao: step.idRequisicao, de: before, para: step.idStatus } });
  }
  if (rows.length) await db.insert(auditoria).values(rows);
}
