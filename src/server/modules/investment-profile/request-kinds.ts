import { eq } from 'drizzle-orm';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { vinculoPlano } from '../../db/schema/plans';
import type { RequestKind } from '../requests/request-kind';

/** The profile chosen (functionality 10) becomes the link's when the fund concludes the request. */
export const INVESTMENT_PROFILE_REQUEST_KINDS: RequestKind[] = [
  {
    idFuncionalidade: FUNCTIONALITY.INVESTMENT_PROFILE,
    async onConcluded(tx, request, dados) {
      const link = await tx.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, request.idVinculoPlano) });
      const idPerfilInvestimento = Number(dados.idPerfilInvestimento);
      await tx.update(vinculoPlano).set({ idPerfilInvestimento }).where(eq(vinculoPlano.id, request.idVinculoPlano));
      return { idPerfilInvestimento: { antes: link?.idPerfilInvestimento ?? null, depois: idPerfilInvestimento } };
    },
  },
];
