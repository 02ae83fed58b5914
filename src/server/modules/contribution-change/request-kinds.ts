import { eq } from 'drizzle-orm';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { vinculoPlano } from '../../db/schema/plans';
import type { RequestKind } from '../requests/request-kind';

/**
 * A contribution change (functionality 8) sets the link's value or percentages when the fund concludes it; a
 * suspension (9) changes nothing on the link.
 */
export const CONTRIBUTION_CHANGE_REQUEST_KINDS: RequestKind[] = [
  {
    idFuncionalidade: FUNCTIONALITY.CONTRIBUTION_CHANGE,
    async onConcluded(tx, request, dados) {
      const link = await tx.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, request.idVinculoPlano) });
      const changes: Partial<typeof vinculoPlano.$inferInsert> = {};
      if (typeof dados.valorContribuicao === 'string') changes.valorContribuicao = dados.valorContribuicao;
      if (typeof dados.percentualBasica === 'string') changes.percentualBasica = dados.percentualBasica;
      if (typeof dados.percentualSuplementar === 'string') changes.percentualSuplementar = dados.percentualSuplementar;
      if (Object.keys(changes).length) await tx.update(vinculoPlano).set(changes).where(eq(vinculoPlano.id, request.idVinculoPlano));
      return {
        antes: { valorContribuicao: link?.valorContribuicao ?? null, percentualBasica: link?.percentualBasica ?? null, percentualSuplementar: link?.percentualSuplementar ?? null },
        depois: changes,
      };
    },
  },
];
