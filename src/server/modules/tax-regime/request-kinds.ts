import { eq } from 'drizzle-orm';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { vinculoPlano } from '../../db/schema/plans';
import { HttpError } from '../../http-error';
import type { RequestKind } from '../requests/request-kind';

export const TAX_REGIME_KIND_MESSAGES = {
  regressiveIsFinal: 'O regime regressivo já foi escolhido para este vínculo e é irretratável (Lei 14.803/2024).',
} as const;

/** The regime chosen (functionality 1) takes effect when the fund concludes the request; the regressive one is final. */
export const TAX_REGIME_REQUEST_KINDS: RequestKind[] = [
  {
    idFuncionalidade: FUNCTIONALITY.TAX_REGIME,
    async onConcluded(tx, request, dados) {
      const link = await tx.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, request.idVinculoPlano) });
      const regime = dados.regime as 'progressivo' | 'regressivo';
      if (link?.regimeTributacao === 'regressivo' && regime !== 'regressivo') throw new HttpError(409, TAX_REGIME_KIND_MESSAGES.regressiveIsFinal);
      await tx.update(vinculoPlano).set({ regimeTributacao: regime }).where(eq(vinculoPlano.id, request.idVinculoPlano));
      return { regimeTributacao: { antes: link?.regimeTributacao ?? null, depois: regime } };
    },
  },
];
