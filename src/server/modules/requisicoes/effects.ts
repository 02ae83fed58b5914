import { eq } from 'drizzle-orm';
import { CHOICE_FUNCTIONALITY } from '@/domain/requests';
import type { Queryable } from '../../db/client';
import { vinculoPlano } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../audit/repository';

export const EFFECT_MESSAGES = {
  regressiveIsFinal: 'O regime regressivo já foi escolhido para este vínculo e é irretratável (Lei 14.803/2024).',
} as const;

interface ConcludedRequest {
  id: number;
  idPessoa: number;
  idVinculoPlano: number;
  idFuncionalidade: number;
  dados: unknown;
}

type Effect = (tx: Queryable, request: ConcludedRequest, dados: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * What a concluded request changes on the participant's plan link: the fund approves the choice in the request centre
 * and it takes effect then, never when it is merely asked for. The dados were validated when the request was opened.
 */
const EFFECTS: Partial<Record<number, Effect>> = {
  async [CHOICE_FUNCTIONALITY.REGIME_TRIBUTACAO](tx, request, dados) {
    const link = await tx.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, request.idVinculoPlano) });
    const regime = dados.regime as 'progressivo' | 'regressivo';
    if (link?.regimeTributacao === 'regressivo' && regime !== 'regressivo') throw new HttpError(409, EFFECT_MESSAGES.regressiveIsFinal);
    await tx.update(vinculoPlano).set({ regimeTributacao: regime }).where(eq(vinculoPlano.id, request.idVinculoPlano));
    return { regimeTributacao: { antes: link?.regimeTributacao ?? null, depois: regime } };
  },

  async [CHOICE_FUNCTIONALITY.PERFIL_INVESTIMENTO](tx, request, dados) {
    const link = await tx.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, request.idVinculoPlano) });
    const idPerfilInvestimento = Number(dados.idPerfilInvestimento);
    await tx.update(vinculoPlano).set({ idPerfilInvestimento }).where(eq(vinculoPlano.id, request.idVinculoPlano));
    return { idPerfilInvestimento: { antes: link?.idPerfilInvestimento ?? null, depois: idPerfilInvestimento } };
  },

  async [CHOICE_FUNCTIONALITY.ALTERAR_CONTRIBUICAO](tx, request, dados) {
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
};

export async function applyConcludedRequest(tx: Queryable, auth: AuthenticatedPerson, request: ConcludedRequest) {
  const effect = EFFECTS[request.idFuncionalidade];
  if (!effect) return;
  const dados = (request.dados ?? {}) as Record<string, unknown>;
  const detalhes = await effect(tx, request, dados);
  await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: request.idPessoa, acao: 'requisicao.efeito', detalhes: { idRequisicao: request.id, idFuncionalidade: request.idFuncionalidade, ...detalhes } });
}
