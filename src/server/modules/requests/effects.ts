import { eq } from 'drizzle-orm';
import { fundToday } from '@/domain/business-days';
import { nextCompetence } from '@/domain/contribution-choice';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import type { Queryable } from '../../db/client';
import { isencaoImposto, vinculoPlano } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import { applyLoanRequest } from '../loans/effects';
import { loanOperationAuditDetail } from '@/domain/loan-operations';
import { FUNCTIONALITY } from '@/domain/functionality-ids';

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
  async [FUNCTIONALITY.TAX_REGIME](tx, request, dados) {
    const link = await tx.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, request.idVinculoPlano) });
    const regime = dados.regime as 'progressivo' | 'regressivo';
    if (link?.regimeTributacao === 'regressivo' && regime !== 'regressivo') throw new HttpError(409, EFFECT_MESSAGES.regressiveIsFinal);
    await tx.update(vinculoPlano).set({ regimeTributacao: regime }).where(eq(vinculoPlano.id, request.idVinculoPlano));
    return { regimeTributacao: { antes: link?.regimeTributacao ?? null, depois: regime } };
  },

  async [FUNCTIONALITY.INVESTMENT_PROFILE](tx, request, dados) {
    const link = await tx.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, request.idVinculoPlano) });
    const idPerfilInvestimento = Number(dados.idPerfilInvestimento);
    await tx.update(vinculoPlano).set({ idPerfilInvestimento }).where(eq(vinculoPlano.id, request.idVinculoPlano));
    return { idPerfilInvestimento: { antes: link?.idPerfilInvestimento ?? null, depois: idPerfilInvestimento } };
  },

  async [FUNCTIONALITY.CONTRIBUTION_CHANGE](tx, request, dados) {
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
  [FUNCTIONALITY.BENEFIT_REQUEST]: (tx, request, dados) => changeLink(tx, request, { idCategoria: CATEGORY_ID.ASSISTED, idSituacao: SITUATION_ID.IN_BENEFIT, ...incomeOf(dados) }),
  [FUNCTIONALITY.INCOME_CHANGE]: (tx, request, dados) => changeLink(tx, request, incomeOf(dados)),
  [FUNCTIONALITY.BENEFIT_SUSPENSION]: (tx, request) => changeLink(tx, request, { idSituacao: SITUATION_ID.SUSPENDED }),
  [FUNCTIONALITY.REDEMPTION]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.resgate),
  [FUNCTIONALITY.DISABILITY_REDEMPTION]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.resgate),
  [FUNCTIONALITY.PORTABILITY]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.portabilidade),
  [FUNCTIONALITY.BPD]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.bpd),
  [FUNCTIONALITY.SELF_SPONSORSHIP]: (tx, request) => changeLink(tx, request, EXIT_CHANGES.autopatrocinio),
  [FUNCTIONALITY.EXIT_OPTIONS]: (tx, request, dados) => changeLink(tx, request, EXIT_CHANGES[String(dados.opcao)] ?? {}),
  [FUNCTIONALITY.PLAN_WITHDRAWAL]: (tx, request) => changeLink(tx, request, { idSituacao: SITUATION_ID.LEFT }),
  [FUNCTIONALITY.LOAN_REQUEST]: (tx, request, dados) => applyLoanRequest(tx, request, dados),
  [FUNCTIONALITY.EXEMPTION_65]: (tx, request) => grantExemption(tx, request, '65', null),
  [FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION]: (tx, request, dados) => grantExemption(tx, request, 'molestia_grave', typeof dados.doenca === 'string' ? dados.doenca : null),
};


export async function applyConcludedRequest(tx: Queryable, auth: AuthenticatedPerson, request: ConcludedRequest) {
  const effect = EFFECTS[request.idFuncionalidade];
  if (!effect) return;
  const dados = (request.dados ?? {}) as Record<string, unknown>;
  const detalhes = await effect(tx, request, dados);
  await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: request.idPessoa, acao: 'requisicao.efeito', detalhes: { idRequisicao: request.id, idFuncionalidade: request.idFuncionalidade, ...loanOperationAuditDetail(request.idFuncionalidade, dados), ...detalhes } });
}
