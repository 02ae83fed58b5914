import { fundToday } from '@/domain/business-days';
import { SITUATION_ID } from '@/domain/constants';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { monthsToRepay } from '@/domain/proof-of-life';
import { HttpError, invalidFields } from '../../http-error';
import type { RequestKind } from '../requests/request-kind';
import * as repository from './repository';

export const PROOF_REVIEW_MESSAGES = {
  decided: 'Esta prova de vida já foi analisada.',
  reasonRequired: 'Escolha o motivo da recusa: ele diz à pessoa o que refazer.',
} as const;

/**
 * The proof of life as a request kind (service 39): it is opened by enviarProvaDeVida (not criarSolicitacao) and
 * reviewed in the request centre. Concluding it approves the proof and, for a suspended benefit, reactivates it and
 * records the months to be paid back; rejecting it records the reason the person reads.
 */
export const PROOF_OF_LIFE_REQUEST_KIND: RequestKind = {
  idFuncionalidade: FUNCTIONALITY.PROOF_OF_LIFE,
  async onConcluded(tx, request) {
    const proof = await repository.findProofOfRequest(tx, request.id);
    if (!proof) return {};
    const decided = await repository.decideProof(tx, proof.id, { situacao: 'aprovada', analisadaEm: new Date(), motivoRecusa: null });
    if (!decided) throw new HttpError(409, PROOF_REVIEW_MESSAGES.decided);
    const suspension = await repository.findSuspensionInForce(tx, request.idVinculoPlano);
    if (!suspension) return { provaVida: { id: proof.id, situacao: 'aprovada' } };
    const reativadaEm = fundToday();
    // A month whose benefit was paid before the suspension owes nothing.
    const paid = await repository.findPaidMonths(tx, request.idVinculoPlano, suspension.suspensaEm.slice(0, 7), suspension.suspensaEm);
    const mesesAPagar = monthsToRepay(suspension.suspensaEm, reativadaEm).filter((month) => !paid.has(month));
    await repository.endSuspension(tx, suspension.id, { reativadaEm, idProvaReativacao: proof.id, mesesAPagar });
    await repository.setSituation(tx, request.idVinculoPlano, SITUATION_ID.IN_BENEFIT);
    return {
      provaVida: { id: proof.id, situacao: 'aprovada' },
      reativacao: { suspensaEm: suspension.suspensaEm, reativadaEm, mesesAPagar },
      antes: { idSituacao: SITUATION_ID.SUSPENDED },
      depois: { idSituacao: SITUATION_ID.IN_BENEFIT },
    };
  },
  async onRejected(tx, request, comentario) {
    const proof = await repository.findProofOfRequest(tx, request.id);
    if (!proof) return {};
    const motivo = comentario?.trim();
    if (!motivo) throw invalidFields([{ path: 'comentario', message: PROOF_REVIEW_MESSAGES.reasonRequired, type: 'required' }]);
    const decided = await repository.decideProof(tx, proof.id, { situacao: 'recusada', analisadaEm: new Date(), motivoRecusa: motivo });
    if (!decided) throw new HttpError(409, PROOF_REVIEW_MESSAGES.decided);
    return { provaVida: { id: proof.id, situacao: 'recusada' } };
  },
};
