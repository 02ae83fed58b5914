import type { DesignatedBeneficiary } from '@/domain/dependants-designated';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import type { RequestKind } from '../requests/request-kind';
import { requestAuthors } from './designated-repository';
import { applyDesignation } from './designated-service';

/**
 * A change of designated beneficiaries on a plan whose changes need the fund's approval (functionality 4): the list
 * asked for (checked when it was asked) replaces the current one when the fund concludes the request, recorded as
 * made by who asked and approved by who concluded.
 */
export const DEPENDANT_REQUEST_KINDS: RequestKind[] = [
  {
    idFuncionalidade: FUNCTIONALITY.BENEFICIARIES,
    async onConcluded(tx, request, dados) {
      const list = (dados.beneficiarios ?? []) as DesignatedBeneficiary[];
      const { idAutor, idAprovador } = await requestAuthors(tx, request.id);
      return applyDesignation(tx, request.idVinculoPlano, list, { idAutor, idRequisicao: request.id, idAprovador });
    },
  },
];
