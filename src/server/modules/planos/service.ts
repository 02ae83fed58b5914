import type { Database } from '../../db/client';
import { HttpError, MESSAGES } from '../../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import * as repository from './repository';

export function createPlanService(db: Database) {
  const planLinksOf = repository.preparePlanLinksOf(db);
  return {
    listPlans: () => repository.listPlans(db),

    listPlanLinks(auth: AuthenticatedPerson, idPessoa: number) {
      assertCanReachPessoa(auth, idPessoa);
      return planLinksOf(idPessoa);
    },

    /** A participant asks only for a plan × category × situation of one of their own links. */
    async listFunctionalities(auth: AuthenticatedPerson, link: { idPlano: number; idCategoria: number; idSituacao: number }) {
      if (!auth.isAdmin && !(await repository.personHasPlanLink(db, auth.pessoa.id, link))) throw new HttpError(403, MESSAGES.forbidden);
      return repository.listEnabledFunctionalities(db, link);
    },

    async getTheme(idPlano: number) {
      const theme = await repository.findTheme(db, idPlano);
      return theme ? { cor_primaria: theme.corPrimaria, logo: theme.logo, background: theme.background, plano: theme.idPlano } : null;
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
