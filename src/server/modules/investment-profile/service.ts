import {
  answerProblems,
  changeWindow,
  recommendedProfile,
  scoreAnswers,
  windowSentence,
  type AnswerChoice,
  type WindowSettings,
} from '@/domain/investment-profile';
import { fundToday } from '@/domain/business-days';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import { findLinkWithOwner, listEnabledFunctionalities, type LinkWithOwner } from '../plans/repository';
import { REQUEST_MESSAGES, type RequestService } from '../requests/service';
import * as repository from './repository';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** Spec §5: the first fortnight of the month, when a plan has no setting of its own. */
export const DEFAULT_WINDOW: WindowSettings = { diaInicioJanela: 1, diaFimJanela: 15 };

export const PROFILE_MESSAGES = {
  noProfiles: (plano: string) => `O plano ${plano} não tem perfis de investimento: não há perfil a escolher.`,
  noQuestionnaire: 'O questionário de perfil deste plano ainda não foi cadastrado pelo fundo.',
  noRecommendation: (score: number) => `O questionário deste plano está em revisão: a pontuação ${score} não corresponde a nenhum perfil. Tente novamente mais tarde.`,
  otherPlanProfile: 'Escolha um dos perfis de investimento do seu plano.',
  sameProfile: (nome: string) => `Você já está no perfil ${nome}. Escolha outro perfil para pedir a alteração.`,
  windowClosed: (sentence: string) => `A alteração de perfil só pode ser pedida dentro da janela do mês. ${sentence}`,
  openRequest: (protocolo: string) => `Já existe um pedido de alteração de perfil em andamento (protocolo ${protocolo}). Acompanhe-o ou cancele-o em Acompanhar solicitações.`,
} as const;

const composition = (row: repository.ProfileRow) => row.composicao.map((item) => ({ classe: item.classe, percentual: item.percentual }));
const publicProfile = (row: repository.ProfileRow) => ({ id: row.id, nome: row.nome, descricao: row.descricao, composicao: composition(row) });

/** The profile the link follows: its choice, or the plan's first ('Super Conservador') without one (spec §5). */
function currentProfile(link: Pick<LinkWithOwner, 'idPerfilInvestimento'>, profiles: repository.ProfileRow[]) {
  const chosen = link.idPerfilInvestimento === null ? undefined : profiles.find((profile) => profile.id === link.idPerfilInvestimento);
  return { profile: chosen ?? profiles[0], isDefault: !chosen };
}

export async function windowOf(db: Queryable, idPlano: number, now: Date) {
  const settings = (await repository.findWindowSettings(db, idPlano)) ?? DEFAULT_WINDOW;
  return changeWindow(settings, fundToday(now));
}

/** The profiles of a link's plan; a plan without them has nothing to choose (409). */
async function profilesOf(db: Queryable, link: LinkWithOwner) {
  const profiles = link.temPerfil === 'S' ? await repository.listProfiles(db, link.idPlano) : [];
  if (profiles.length === 0) throw new HttpError(409, PROFILE_MESSAGES.noProfiles(link.plano));
  return profiles;
}

function toOpenRequest(row: NonNullable<Awaited<ReturnType<typeof repository.openProfileRequest>>>) {
  const dados = (row.dados ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    protocolo: row.protocolo,
    status: { id: row.statusId, nome: row.statusNome },
    perfil: { id: Number(dados.idPerfilInvestimento), nome: String(dados.perfil ?? '') },
    criadoEm: row.criadoEm.toISOString(),
  };
}

/** Service 10: the participant's profile, the suitability questionnaire and the change request. */
export function createInvestmentProfileService(db: Database, requests: RequestService) {
  async function readLink(auth: AuthenticatedPerson, idVinculoPlano: number) {
    return reachableLink(auth, await findLinkWithOwner(db, idVinculoPlano));
  }

  return {
    async get(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const link = await readLink(auth, idVinculoPlano);
      const profiles = await profilesOf(db, link);
      const { profile, isDefault } = currentProfile(link, profiles);
      const [questions, janela, assessment, openRequest] = await Promise.all([
        repository.listQuestions(db, link.idPlano),
        windowOf(db, link.idPlano, now),
        repository.latestAssessment(db, link.id),
        repository.openProfileRequest(db, link.id),
      ]);
      return {
        vinculoPlano: { id: link.id, matricula: link.matricula, plano: { id: link.idPlano, nome: link.plano } },
        perfilAtual: { ...publicProfile(profile), seguePadrao: isDefault },
        perfis: profiles.map(publicProfile),
        // The points stay with the fund: a participant sees the questions and answers only.
        questionario: questions.map((question) => ({ id: question.id, texto: question.texto, respostas: question.respostas.map((answer) => ({ id: answer.id, texto: answer.texto })) })),
        janela,
        ultimaAvaliacao: assessment
          ? { pontuacao: assessment.pontuacao, perfilRecomendado: assessment.idPerfil ? { id: assessment.idPerfil, nome: assessment.nomePerfil ?? '' } : null, criadoEm: assessment.criadoEm.toISOString() }
          : null,
        solicitacaoAberta: openRequest ? toOpenRequest(openRequest) : null,
      };
    },

    /** Scores the answers by the administrators' points, recommends the profile of the score's range, keeps the record. */
    async answerQuestionnaire(auth: AuthenticatedPerson, input: { idPessoa: number; idVinculoPlano: number; respostas: AnswerChoice[] }) {
      const target = await requests.checkTarget(db, auth, input);
      const enabled = await listEnabledFunctionalities(db, target);
      if (!enabled.some((item) => item.id === FUNCTIONALITY.INVESTMENT_PROFILE)) throw new HttpError(403, REQUEST_MESSAGES.notAvailable);
      const link = (await findLinkWithOwner(db, input.idVinculoPlano))!;
      const profiles = await profilesOf(db, link);
      const questions = await repository.listQuestions(db, link.idPlano);
      if (questions.length === 0) throw new HttpError(409, PROFILE_MESSAGES.noQuestionnaire);
      const problems = answerProblems(questions, input.respostas);
      if (problems.length) throw invalidFields(problems);
      const pontuacao = scoreAnswers(questions, input.respostas);
      const recommended = recommendedProfile(profiles, pontuacao);
      if (!recommended) throw new HttpError(409, PROFILE_MESSAGES.noRecommendation(pontuacao));
      // The answers as they read now: the fund may reword the questionnaire later.
      const snapshot = input.respostas.map((choice) => {
        const question = questions.find((item) => item.id === choice.idPergunta)!;
        const answer = question.respostas.find((item) => item.id === choice.idResposta)!;
        return { idPergunta: question.id, pergunta: question.texto, idResposta: answer.id, resposta: answer.texto, pontos: answer.pontos };
      });
      const saved = await repository.insertAssessment(db, { idVinculoPlano: link.id, respostas: snapshot, pontuacao, idPerfilRecomendado: recommended.id });
      return { id: saved.id, perfilRecomendado: { id: recommended.id, nome: recommended.nome }, pontuacao, criadoEm: saved.criadoEm.toISOString() };
    },

    /** A request (functionality 10) the fund concludes in the request centre; only inside the month's window. */
    async requestChange(auth: AuthenticatedPerson, input: { idPessoa: number; idVinculoPlano: number; idPerfilInvestimento: number }, now = new Date()) {
      await requests.checkTarget(db, auth, input);
      const link = (await findLinkWithOwner(db, input.idVinculoPlano))!;
      const profiles = await profilesOf(db, link);
      const chosen = profiles.find((profile) => profile.id === input.idPerfilInvestimento);
      if (!chosen) throw invalidFields([{ path: 'idPerfilInvestimento', message: PROFILE_MESSAGES.otherPlanProfile, type: 'profile' }]);
      const { profile: current } = currentProfile(link, profiles);
      if (chosen.id === current.id) throw invalidFields([{ path: 'idPerfilInvestimento', message: PROFILE_MESSAGES.sameProfile(current.nome), type: 'profile' }]);
      const janela = await windowOf(db, link.idPlano, now);
      if (!janela.aberta) throw new HttpError(409, PROFILE_MESSAGES.windowClosed(windowSentence(janela)));
      return db.transaction(async (tx) => {
        await repository.lockLink(tx, link.id);
        const open = await repository.openProfileRequest(tx, link.id);
        if (open) throw new HttpError(409, PROFILE_MESSAGES.openRequest(open.protocolo));
        const assessment = await repository.latestAssessment(tx, link.id);
        const conformeRecomendacao = assessment ? assessment.idPerfil === chosen.id : null;
        const dados = {
          // The key requisicoes/effects.ts reads when an administrator concludes the request.
          idPerfilInvestimento: chosen.id,
          perfil: chosen.nome,
          perfilAnterior: current.nome,
          perfilRecomendado: assessment?.nomePerfil ?? null,
          conformeRecomendacao,
        };
        const created = await requests.create(tx, auth, { idPessoa: input.idPessoa, idVinculoPlano: link.id, idFuncionalidade: FUNCTIONALITY.INVESTMENT_PROFILE, dados });
        return { ...created, perfil: { id: chosen.id, nome: chosen.nome }, conformeRecomendacao };
      });
    },
  };
}

export type InvestmentProfileService = ReturnType<typeof createInvestmentProfileService>;
