import { REQUEST_STATUS } from './requests';
import { REQUEST_SERVICE } from './request-services';

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
  REQUEST_SERVICE.SOLICITAR_BENEFICIO,
  REQUEST_SERVICE.SAQUE_A_VISTA,
  REQUEST_SERVICE.RESGATE,
  REQUEST_SERVICE.PORTABILIDADE,
  REQUEST_SERVICE.BPD,
  REQUEST_SERVICE.AUTOPATROCINIO,
  REQUEST_SERVICE.OPCOES_DESLIGAMENTO,
  REQUEST_SERVICE.RESGATE_INVALIDEZ,
];

export function seededWorkflow(idFuncionalidade: number): readonly Transition[] {
  return ANALYSED_SERVICES.includes(idFuncionalidade) ? ANALYSED_WORKFLOW : DEFAULT_WORKFLOW;
}

export function allowsTransition(workflow: readonly Transition[], from: number, to: number): boolean {
  return workflow.some((step) => step.idStatusOrigem === from && step.idStatusDestino === to);
}
