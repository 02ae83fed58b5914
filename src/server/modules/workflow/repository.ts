import { and, asc, eq } from 'drizzle-orm';
import type { Transition } from '@/domain/workflow';
import type { Queryable } from '../../db/client';
import { fluxoRequisicao } from '../../db/schema/workflow';
import { funcionalidade } from '../../db/schema/plans';
import { requisicao, requisicaoStatus } from '../../db/schema/requests';

/** The status changes a functionality's requests may go through (settings/esteira). */
export function findTransitions(db: Queryable, idFuncionalidade: number): Promise<Transition[]> {
  return db
    .select({ idStatusOrigem: fluxoRequisicao.idStatusOrigem, idStatusDestino: fluxoRequisicao.idStatusDestino })
    .from(fluxoRequisicao)
    .where(eq(fluxoRequisicao.idFuncionalidade, idFuncionalidade))
    .orderBy(fluxoRequisicao.idStatusOrigem, fluxoRequisicao.idStatusDestino);
}

export async function isTransitionAllowed(db: Queryable, idFuncionalidade: number, from: number, to: number): Promise<boolean> {
  const [row] = await db
    .select({ idFuncionalidade: fluxoRequisicao.idFuncionalidade })
    .from(fluxoRequisicao)
    .where(and(eq(fluxoRequisicao.idFuncionalidade, idFuncionalidade), eq(fluxoRequisicao.idStatusOrigem, from), eq(fluxoRequisicao.idStatusDestino, to)));
  return row !== undefined;
}

/** Every functionality's transitions, for the whole settings page in one query. */
export function findAllTransitions(db: Queryable) {
  return db
    .select({ idFuncionalidade: fluxoRequisicao.idFuncionalidade, idStatusOrigem: fluxoRequisicao.idStatusOrigem, idStatusDestino: fluxoRequisicao.idStatusDestino })
    .from(fluxoRequisicao)
    .orderBy(fluxoRequisicao.idFuncionalidade, fluxoRequisicao.idStatusOrigem, fluxoRequisicao.idStatusDestino);
}

export function listFunctionalities(db: Queryable) {
  return db.select({ id: funcionalidade.id, nome: funcionalidade.nome }).from(funcionalidade).orderBy(asc(funcionalidade.nome), asc(funcionalidade.id));
}

export function findFunctionality(db: Queryable, id: number) {
  return db.query.funcionalidade.findFirst({ where: eq(funcionalidade.id, id), columns: { id: true, nome: true } });
}

/** The statuses the functionality's open requests are in now (each must keep a way to a closed status). */
export async function findWaitingStatuses(db: Queryable, idFuncionalidade: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ idStatus: requisicao.idStatus })
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(and(eq(requisicao.idFuncionalidade, idFuncionalidade), eq(requisicaoStatus.encerrado, false)));
  return rows.map((row) => row.idStatus);
}

/** Replaces the functionality's workflow (inside the caller's transaction). */
export async function replaceTransitions(db: Queryable, idFuncionalidade: number, transitions: readonly Transition[]) {
  await db.delete(fluxoRequisicao).where(eq(fluxoRequisicao.idFuncionalidade, idFuncionalidade));
  if (transitions.length) await db.insert(fluxoRequisicao).values(transitions.map((step) => ({ idFuncionalidade, idStatusOrigem: step.idStatusOrigem, idStatusDestino: step.idStatusDestino })));
}
