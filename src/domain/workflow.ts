import { REQUEST_STATUS } from './requests';
import * as FUNCTIONALITY from './functionality-ids';

/**
 * The workflow (esteira) of a functionality's requests: the status changes an administrator may make
 * (settings/esteira). A participant's own cancellation of an open request is their right and not part of it.
 */

export interface Transition {
  idStatusOrigem: number;
  idStatusDestino: number;
}

const { RECEIVED, IN_REVIEW, PENDING_DOCUMENTS, DONE, CANCELLED, REJECTED } = REQUEST_STATUS;

/** Any open status to any other, never back to 'Recebida': what the request centre always allowed. */
export const DEFAULT_WORKFLOW: readonly Transition[] = [RECEIVED, IN_REVIEW, PENDING_DOCUMENTS].flatMap((from) =>
  [IN_REVIEW, PENDING_DOCUMENTS, DONE, CANCELLED, REJECTED].filter((to) => to !== from).map((to) => ({ idStatusOrigem: from, idStatusDestino: to })),
);

/** Requests that carry values to check (benefits, redemptions, exit options) are analysed before they are concluded. */
export const ANALYSED_WORKFLOW: readonly Transition[] = DEFAULT_WORKFLOW.filter((step) => !(step.idStatusOrigem === RECEIVED && step.idStatusDestino === DONE));

export const ANALYSED_SERVICES: readonly number[] = [
  FUNCTIONALITY.BENEFIT_REQUEST,
  FUNCTIONALITY.CASH_WITHDRAWAL,
  FUNCTIONALITY.REDEMPTION,
  FUNCTIONALITY.PORTABILITY,
  FUNCTIONALITY.BPD,
  FUNCTIONALITY.SELF_SPONSORSHIP,
  FUNCTIONALITY.EXIT_OPTIONS,
  FUNCTIONALITY.DISABILITY_REDEMPTION,
];

export function seededWorkflow(idFuncionalidade: number): readonly Transition[] {
  return ANALYSED_SERVICES.includes(idFuncionalidade) ? ANALYSED_WORKFLOW : DEFAULT_WORKFLOW;
}

export function allowsTransition(workflow: readonly Transition[], from: number, to: number): boolean {
  return workflow.some((step) => step.idStatusOrigem === from && step.idStatusDestino === to);
}

/** A request status as the workflow check sees it (requisicao_status). */
export interface WorkflowStatus {
  id: number;
  nome: string;
  /** Closed statuses end the request (Concluída, Cancelada, Indeferida). */
  encerrado: boolean;
}

export interface WorkflowProblem {
  path: string;
  message: string;
  type: string;
}

/** Statuses reachable from `start` following the transitions (start included). */
function reachableFrom(transitions: readonly Transition[], start: number): Set<number> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const current = queue.shift()!;
    for (const step of transitions) {
      if (step.idStatusOrigem === current && !seen.has(step.idStatusDestino)) {
        seen.add(step.idStatusDestino);
        queue.push(step.idStatusDestino);
      }
    }
  }
  return seen;
}

/**
 * What is wrong with a functionality's workflow (settings/esteira), in plain Portuguese naming the status: every status
 * exists; nothing leaves a closed status nor returns to 'Recebida'; no repeated or self transition; and no request can
 * get stuck: every open status the workflow uses is reachable from 'Recebida', and from each one a closed status is.
 * The structural problems are reported first; the paths are only checked on a workflow without them.
 * `waiting`: the statuses the functionality's open requests are in now; each must still lead to a closed status.
 */
export function workflowProblems(transitions: readonly Transition[], statuses: readonly WorkflowStatus[], waiting: readonly number[] = []): WorkflowProblem[] {
  const byId = new Map(statuses.map((status) => [status.id, status]));
  const name = (id: number) => `"${byId.get(id)?.nome ?? id}"`;
  const problems: WorkflowProblem[] = [];
  const seen = new Set<string>();
  transitions.forEach((step, index) => {
    const path = `transicoes/${index}`;
    const from = byId.get(step.idStatusOrigem);
    const to = byId.get(step.idStatusDestino);
    if (!from || !to) {
      const missing = !from ? step.idStatusOrigem : step.idStatusDestino;
      problems.push({ path, message: `A situação ${missing} não existe. Escolha uma das situações cadastradas.`, type: 'enum' });
      return;
    }
    const key = `${step.idStatusOrigem}>${step.idStatusDestino}`;
    if (step.idStatusOrigem === step.idStatusDestino) {
      problems.push({ path, message: `A transição de ${name(from.id)} para ela mesma não muda a situação. Retire-a.`, type: 'selfLoop' });
    } else if (from.encerrado) {
      problems.push({ path, message: `${name(from.id)} encerra a solicitação: nenhuma transição pode sair dela.`, type: 'closed' });
    } else if (to.id === REQUEST_STATUS.RECEIVED) {
      problems.push({ path, message: `Nenhuma transição pode voltar para ${name(to.id)}: é a situação em que toda solicitação chega.`, type: 'received' });
    } else if (seen.has(key)) {
      problems.push({ path, message: `A transição de ${name(from.id)} para ${name(to.id)} aparece mais de uma vez.`, type: 'duplicate' });
    }
    seen.add(key);
  });
  if (problems.length) return problems;

  const isOpen = (id: number) => byId.get(id)?.encerrado === false;
  const used = new Set<number>([RECEIVED]);
  for (const step of transitions) {
    if (isOpen(step.idStatusOrigem)) used.add(step.idStatusOrigem);
    if (isOpen(step.idStatusDestino)) used.add(step.idStatusDestino);
  }
  const fromReceived = reachableFrom(transitions, RECEIVED);
  const closedNames = statuses.filter((status) => status.encerrado).map((status) => status.nome).join(', ');
  const mustEnd = new Set([...used, ...waiting.filter(isOpen)]);
  for (const id of [...mustEnd].sort((a, b) => a - b)) {
    if (used.has(id) && !fromReceived.has(id)) {
      problems.push({ path: 'transicoes', message: `Nenhuma solicitação chega a ${name(id)} a partir de ${name(RECEIVED)}: inclua uma transição que leve a ela ou retire as que saem dela.`, type: 'unreachable' });
      continue;
    }
    const ahead = reachableFrom(transitions, id);
    if ([...ahead].some((next) => byId.get(next)?.encerrado)) continue;
    const ending = `inclua um caminho de ${name(id)} até uma situação que encerra a solicitação (${closedNames})`;
    const message = used.has(id) ? `Uma solicitação em ${name(id)} ficaria parada: ${ending}.` : `Há solicitações deste serviço em ${name(id)} que ficariam paradas: ${ending}.`;
    problems.push({ path: 'transicoes', message, type: 'stuck' });
  }
  return problems;
}

/** The statuses a request of this workflow may pass through, from 'Recebida' on: the open ones, then the closed ones. */
export function workflowStages<S extends WorkflowStatus>(transitions: readonly Transition[], statuses: readonly S[]): S[] {
  const reached = reachableFrom(transitions, RECEIVED);
  const inOrder = statuses.filter((status) => reached.has(status.id));
  return [...inOrder.filter((status) => !status.encerrado), ...inOrder.filter((status) => status.encerrado)];
}
