import { and, eq } from 'drizzle-orm';
import type { Transition } from '@/domain/request-workflow';
import type { Queryable } from '../../db/client';
import { fluxoRequisicao } from '../../db/schema';

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
