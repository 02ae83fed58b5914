import { matrixChange, unknownServicePositions } from '@/domain/plans-services-matrix';
import type { Database, DatabaseHandle } from '../../db/client';
import { HttpError, MESSAGES } from '../../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

export const MATRIX_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  categoryNotFound: 'Categoria não encontrada.',
  situationNotFound: 'Situação não encontrada.',
  unknownFunctionality: (id: number) => `A funcionalidade ${id} não existe no catálogo de serviços.`,
} as const;

type Segment = { idPlano: number; idCategoria: number; idSituacao: number };

export function createPlanService(db: Database, database: DatabaseHandle) {
  const planLinksOf = repository.preparePlanLinksOf(database);
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

    /** settings/services-management: the catalogue, the segments and what each one has enabled. */
    async matrix() {
      const { planos, categorias, situacoes, funcionalidades, linhas } = await repository.loadMatrix(db);
      const bySegment = new Map<string, Segment & { funcionalidades: number[] }>();
      for (const row of linhas) {
        const key = `${row.idPlano}/${row.idCategoria}/${row.idSituacao}`;
        const segment = bySegment.get(key) ?? { idPlano: row.idPlano, idCategoria: row.idCategoria, idSituacao: row.idSituacao, funcionalidades: [] };
        segment.funcionalidades.push(row.idFuncionalidade);
        bySegment.set(key, segment);
      }
      return { planos, categorias, situacoes, funcionalidades: funcionalidades.map((item) => ({ ...item, tipoPlano: item.tipoPlano ?? null })), segmentos: [...bySegment.values()] };
    },

    /**
     * Replaces a segment's enabled services in one transaction, audited with what was added and removed. An unknown
     * plan, category or situation → 404; an id not in the catalogue → 400 naming its position.
     */
    async updateSegment(auth: AuthenticatedPerson, segment: Segment, wanted: number[], ip: string) {
      return db.transaction(async (tx) => {
        const found = await repository.segmentExists(tx, segment);
        if (!found.plano) throw new HttpError(404, MATRIX_MESSAGES.planNotFound);
        if (!found.categoria) throw new HttpError(404, MATRIX_MESSAGES.categoryNotFound);
        if (!found.situacao) throw new HttpError(404, MATRIX_MESSAGES.situationNotFound);
        const unknown = unknownServicePositions(wanted, await repository.existingFunctionalityIds(tx, [...new Set(wanted)]));
        if (unknown.length) {
          const errors = unknown.map((index) => ({ path: `funcionalidades/${index}`, message: MATRIX_MESSAGES.unknownFunctionality(wanted[index]), type: 'exists' }));
          throw new HttpError(400, errors[0].message, {}, errors);
        }
        const change = matrixChange(await repository.segmentFunctionalityIds(tx, segment), wanted);
        if (change.adicionados.length || change.removidos.length) {
          await repository.replaceSegmentFunctionalities(tx, segment, change.funcionalidades);
          await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'funcionalidades.alteradas', ip, detalhes: { ...segment, adicionados: change.adicionados, removidos: change.removidos } });
        }
        return { ...segment, ...change };
      });
    },

    async getTheme(idPlano: number) {
      const theme = await repository.findTheme(db, idPlano);
      return theme ? { cor_primaria: theme.corPrimaria, logo: theme.logo, background: theme.background, plano: theme.idPlano } : null;
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
