import { eq } from 'drizzle-orm';
import { fundToday } from '@/domain/business-days';
import { nextCompetence } from '@/domain/contribution-choice';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import { CHOICE_FUNCTIONALITY } from '@/domain/requests';
import { REQUEST_SERVICE } from '@/domain/request-services';
import type { Queryable } from '../../db/client';
import { isencaoImposto, vinculoPlano } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import { applyLoanRequest } from '../loans/effects';
import { LOAN_FUNCTIONALITY, loanOperationAuditDetail } from '@/domain/loan-operations';

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

type LinkChange = Partial<Pick<typeof vinculoPlano.$inferInsert, 'idCategoria' | 'idSituacao' | 'formaRenda' | 'prazoRendaMeses' | 'percentualRenda'>>;

/** Changes the link's category, situation or income, and says what it was and what it is (for the audit). */
async function changeLink(tx: Queryable, request: ConcludedRequest, changes: LinkChange) {
  const link = await tx.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, request.idVinculoPlano) });
  await tx.update(vinculoPlano).set(changes).where(eq(vinculoPlano.id, request.idVinculoPlano));
  const before = Object.fromEntries(Object.keys(changes).map((key) => [key, link?.[key as keyof LinkChange] ?? null]));
  return { antes: before, depois: changes };
}

/** The income chosen in a benefit request or an income change: a term, or a percentage of the balance. */
const incomeOf = (dados: Record<string, unknown>): LinkChange =>
  dados.formaRenda === 'prazo'
    ? { formaRenda: 'prazo', prazoRendaMeses: Number(dados.prazoMeses), percentualRenda: null }
    : { formaRenda: 'percentual', percentualRenda: String(dados.percentualSaldo), prazoRendaMeses: null };

/** What each exit option makes of the link once the fund has carried it out (Resolução CNPC 50/2022). */
const EXIT_CHANGES: Record<string, LinkChange> = {
  resgate: { idSituacao: SITUATION_ID.CLOSED },
  portabilidade: { idSituacao: SITUATION_ID.PORTED },
  bpd: { idCategoria: CATEGORY_ID.BPD, idSituacao: SITUATION_ID.ACTIVE },
  autopatrocinio: { idCategoria: CATEGORY_ID.SELF_SPONSORED, idSituacao: SITUATION_ID.ACTIVE },
};

/** An exemption applies from the month after it is granted: the paychecks already paid stay as they were. */
async function grantExemption(tx: Queryable, request: ConcludedRequest, tipo: '65' | 'molestia_grave', doenca: string | null) {
  const competenciaInicio = `${nextCompetence(fundToday())}-01`;
  await tx.insert(isencaoImposto).values({ idVinculoPlano: request.idVinculoPlano, tipo, competenciaInicio, idRequisicao: request.id, doenca }).onConflictDoNothing();
  return { isencao: { tipo, competenciaInicio } };
}

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
  [REQUEST_SERVICE.SOLICITAR_BENEFICIO]: (tx, request, dados) => changeLink(tx, request, { idCategoria: CATEGORY_ID.ASSISTED, idSituacao: SITUATION_ID.IN_BENEFIT, ...incomeOf(dados) }),
  [REQUEST_SERVICE.ALTERACAO_RENDA]: (tx, request, dados) => changeLink(tx, request, incomeOf(dados)),
  [REQUEST_SERVICE.SUSPENDER_BENEFICIO]: (tx, request) => changeLink(tx, request, { idSituacao: SITUATION_ID.SUSPENDED }),
  [REQUEST_SERVICE.RESGATE]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.resgate),
  [REQUEST_SERVICE.RESGATE_INVALIDEZ]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.resgate),
  [REQUEST_SERVICE.PORTABILIDADE]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.portabilidade),
  [REQUEST_SERVICE.BPD]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.bpd),
  [REQUEST_SERVICE.AUTOPATROCINIO]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.autopatrocinio),
  [REQUEST_SERVICE.OPCOES_DESLIGAMENTO]: (tx, request, dados) => changeLink(tx, request, EXIT_CHANGES[String(dados.opcao)] ?? {}),
  [REQUEST_SERVICE.DESISTENCIA_PLANO]: (tx, request) => changeLink(tx, request, { idSituacao: SITUATION_ID.LEFT }),
  [LOAN_FUNCTIONALITY.SOLICITAR]: (tx, request, dados) => applyLoanRequest(tx, request, dados),
  [REQUEST_SERVICE.ISENCAO_65]: (tx, request) => grantExemption(tx, request, '65', null),
  [REQUEST_SERVICE.ISENCAO_MOLESTIA_GRAVE]: (tx, request, dados) => grantExemption(tx, request, 'molestia_grave', typeof dados.doenca === 'string' ? dados.doenca : null),
};


export async function applyConcludedRequest(tx: Queryable, auth: AuthenticatedPerson, request: ConcludedRequest) {
  const effect = EFFECTS[request.idFuncionalidade];
  if (!effect) return;
  const dados = (request.dados ?? {}) as Record<string, unknown>;
  const detalhes = await effect(tx, request, dados);
  await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: request.idPessoa, acao: 'requisicao.efeito', detalhes: { idRequisicao: request.id, idFuncionalidade: request.idFuncionalidade, ...loanOperationAuditDetail(request.idFuncionalidade, dados), ...detalhes } });
}
