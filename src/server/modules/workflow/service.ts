import { workflowProblems, type Transition } from '@/domain/workflow';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import { listStatuses } from '../requests/repository';
import * as repository from './repository';

export const WORKFLOW_MESSAGES = {
  functionalityNotFound: 'Serviço não encontrado.',
} as const;

const byStatus = (a: Transition, b: Transition) => a.idStatusOrigem - b.idStatusOrigem || a.idStatusDestino - b.idStatusDestino;

/**
 * The workflow (esteira) of each functionality's requests (settings/esteira): what the request centre may do with
 * them. alterarStatusSolicitacao reads the same table (409 on a transition not in it).
 */
export function createWorkflowService(db: Database) {
  return {
    async list() {
      const [functionalities, transitions] = await Promise.all([repository.listFunctionalities(db), repository.findAllTransitions(db)]);
      return functionalities.map((item) => ({
        idFuncionalidade: item.id,
        nome: item.nome,
        transicoes: transitions.filter((step) => step.idFuncionalidade === item.id).map(({ idStatusOrigem, idStatusDestino }) => ({ idStatusOrigem, idStatusDestino })),
      }));
    },

    async get(idFuncionalidade: number) {
      const found = await repository.findFunctionality(db, idFuncionalidade);
      if (!found) throw new HttpError(404, WORKFLOW_MESSAGES.functionalityNotFound);
      return { idFuncionalidade: found.id, nome: found.nome, transicoes: await repository.findTransitions(db, idFuncionalidade) };
    },

    /** Replaces the functionality's transitions in one transaction; a workflow where a request could get stuck is refused (400). */
    async update(auth: AuthenticatedPerson, idFuncionalidade: number, transicoes: Transition[]) {
      return db.transaction(async (tx) => {
        const found = await repository.findFunctionality(tx, idFuncionalidade);
        if (!found) throw new HttpError(404, WORKFLOW_MESSAGES.functionalityNotFound);
        const wanted = transicoes.map(({ idStatusOrigem, idStatusDestino }) => ({ idStatusOrigem, idStatusDestino }));
        const problems = workflowProblems(wanted, await listStatuses(tx), await repository.findWaitingStatuses(tx, idFuncionalidade));
        // The first problem is the message people read; all of them go in `errors`.
        if (problems.length) throw new HttpError(400, problems[0].message, {}, problems);
        const before = await repository.findTransitions(tx, idFuncionalidade);
        const after = [...wanted].sort(byStatus);
        await repository.replaceTransitions(tx, idFuncionalidade, after);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'esteira.alterada', detalhes: { idFuncionalidade, antes: before, depois: after } });
        return { idFuncionalidade: found.id, nome: found.nome, transicoes: after };
      });
    },
  };
}

export type WorkflowService = ReturnType<typeof createWorkflowService>;
