import { compositionProblems, normalizePercent, rangeProblems, scoreBounds, windowProblems, type CompositionItem, type FieldProblem, type WindowSettings } from '@/domain/investment-profile';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import type { AuditAction } from '@/domain/audit-log';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';
import { DEFAULT_WINDOW } from './service';

export const PROFILE_ADMIN_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  noProfiles: 'Este plano não tem perfis de investimento.',
  questionNotFound: 'Pergunta não encontrada.',
  profileNotFound: 'Perfil de investimento não encontrado.',
  coverage: (minima: number, maxima: number, detail: string) =>
    `Com esta alteração o questionário passaria a somar de ${minima} a ${maxima} pontos, e as faixas dos perfis não cobririam todas essas pontuações (${detail}) Ajuste as faixas dos perfis antes.`,
} as const;

export interface QuestionInput {
  texto: string;
  ordem?: number;
  respostas: Array<{ id?: number; texto: string; pontos: number }>;
}

export interface RangeInput {
  faixas: Array<{ idPerfilInvestimento: number; pontuacaoMinima: number; pontuacaoMaxima: number }>;
}

function questionProblems(input: QuestionInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.texto.trim()) problems.push({ path: 'texto', message: 'Escreva o texto da pergunta.', type: 'required' });
  if (input.respostas.length < 2) problems.push({ path: 'respostas', message: 'Uma pergunta precisa de pelo menos duas respostas.', type: 'minItems' });
  const seen = new Set<string>();
  input.respostas.forEach((answer, index) => {
    const text = answer.texto.trim().toLocaleLowerCase('pt-BR');
    if (!text) problems.push({ path: `respostas/${index}/texto`, message: `Escreva o texto da resposta ${index + 1}.`, type: 'required' });
    else if (seen.has(text)) problems.push({ path: `respostas/${index}/texto`, message: `A resposta "${answer.texto.trim()}" aparece mais de uma vez.`, type: 'duplicate' });
    seen.add(text);
  });
  return problems;
}

const adminQuestion = (question: repository.QuestionRow) => ({
  id: question.id,
  texto: question.texto,
  ordem: question.ordem,
  respostas: question.respostas.map((answer) => ({ id: answer.id, texto: answer.texto, pontos: answer.pontos })),
});

const adminProfile = (row: repository.ProfileRow) => ({
  id: row.id,
  nome: row.nome,
  descricao: row.descricao,
  ordem: row.ordem,
  composicao: row.composicao.map((item) => ({ classe: item.classe, percentual: item.percentual })),
  pontuacaoMinima: row.pontuacaoMinima,
  pontuacaoMaxima: row.pontuacaoMaxima,
});

/** Settings of the investment profiles (perfil-investimento-questoes, investment-profile-management): audited with before and after. */
export function createInvestmentProfileAdminService(db: Database) {
  /** The plan exists (404) and has profiles (409). */
  async function planWithProfiles(tx: Queryable, idPlano: number) {
    const plan = await repository.findPlan(tx, idPlano);
    if (!plan) throw new HttpError(404, PROFILE_ADMIN_MESSAGES.planNotFound);
    const profiles = plan.temPerfil === 'S' ? await repository.listProfiles(tx, idPlano) : [];
    if (profiles.length === 0) throw new HttpError(409, PROFILE_ADMIN_MESSAGES.noProfiles);
    return { plan, profiles };
  }

  async function questionnaire(tx: Queryable, idPlano: number) {
    const { profiles } = await planWithProfiles(tx, idPlano);
    const questions = await repository.listQuestions(tx, idPlano);
    return {
      idPlano,
      perguntas: questions.map(adminQuestion),
      faixas: profiles.map((profile) => ({ idPerfilInvestimento: profile.id, nome: profile.nome, pontuacaoMinima: profile.pontuacaoMinima, pontuacaoMaxima: profile.pontuacaoMaxima })),
      pontuacaoPossivel: scoreBounds(questions),
    };
  }

  /** After a question change the ranges must still cover every possible score (checked inside the change's transaction). */
  async function assertStillCovered(tx: Queryable, idPlano: number) {
    const questions = await repository.listQuestions(tx, idPlano);
    const profiles = await repository.listProfiles(tx, idPlano);
    const bounds = scoreBounds(questions);
    const [problem] = rangeProblems(profiles, bounds);
    if (problem) throw new HttpError(409, PROFILE_ADMIN_MESSAGES.coverage(bounds.minima, bounds.maxima, problem.message));
  }

  async function questionOf(tx: Queryable, idPergunta: number) {
    const question = await repository.findQuestion(tx, idPergunta);
    if (!question) throw new HttpError(404, PROFILE_ADMIN_MESSAGES.questionNotFound);
    return question;
  }

  const audit = (tx: Queryable, auth: AuthenticatedPerson, acao: AuditAction, detalhes: Record<string, unknown>) => recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao, detalhes });

  return {
    getQuestionnaire: (idPlano: number) => questionnaire(db, idPlano),

    async createQuestion(auth: AuthenticatedPerson, input: QuestionInput & { idPlano: number }) {
      const problems = questionProblems(input);
      if (problems.length) throw invalidFields(problems);
      return db.transaction(async (tx) => {
        await planWithProfiles(tx, input.idPlano);
        await repository.lockPlan(tx, input.idPlano);
        const ordem = input.ordem ?? (await repository.nextQuestionOrder(tx, input.idPlano));
        const id = await repository.insertQuestion(tx, { idPlano: input.idPlano, texto: input.texto.trim(), ordem });
        await repository.replaceAnswers(tx, id, input.respostas.map((answer) => ({ texto: answer.texto.trim(), pontos: answer.pontos })));
        await assertStillCovered(tx, input.idPlano);
        const after = await questionnaire(tx, input.idPlano);
        await audit(tx, auth, 'perguntaPerfil.criada', { idPlano: input.idPlano, idPergunta: id, antes: null, depois: after.perguntas.find((question) => question.id === id) });
        return after;
      });
    },

    async updateQuestion(auth: AuthenticatedPerson, idPergunta: number, input: QuestionInput) {
      const problems = questionProblems(input);
      if (problems.length) throw invalidFields(problems);
      return db.transaction(async (tx) => {
        const question = await questionOf(tx, idPergunta);
        await repository.lockPlan(tx, question.idPlano);
        const before = (await repository.listQuestions(tx, question.idPlano)).find((item) => item.id === idPergunta)!;
        const foreign = input.respostas.findIndex((answer) => answer.id !== undefined && !before.respostas.some((existing) => existing.id === answer.id));
        if (foreign >= 0) throw invalidFields([{ path: `respostas/${foreign}/id`, message: `A resposta ${input.respostas[foreign].id} não é desta pergunta.`, type: 'answer' }]);
        await repository.updateQuestion(tx, idPergunta, { texto: input.texto.trim(), ordem: input.ordem ?? question.ordem });
        await repository.replaceAnswers(tx, idPergunta, input.respostas.map((answer) => ({ id: answer.id, texto: answer.texto.trim(), pontos: answer.pontos })));
        await assertStillCovered(tx, question.idPlano);
        const after = await questionnaire(tx, question.idPlano);
        await audit(tx, auth, 'perguntaPerfil.alterada', { idPlano: question.idPlano, idPergunta, antes: adminQuestion(before), depois: after.perguntas.find((item) => item.id === idPergunta) });
        return after;
      });
    },

    async deleteQuestion(auth: AuthenticatedPerson, idPergunta: number) {
      return db.transaction(async (tx) => {
        const question = await questionOf(tx, idPergunta);
        await repository.lockPlan(tx, question.idPlano);
        const before = (await repository.listQuestions(tx, question.idPlano)).find((item) => item.id === idPergunta)!;
        await repository.deleteQuestion(tx, idPergunta);
        await assertStillCovered(tx, question.idPlano);
        await audit(tx, auth, 'perguntaPerfil.excluida', { idPlano: question.idPlano, idPergunta, antes: adminQuestion(before), depois: null });
        return questionnaire(tx, question.idPlano);
      });
    },

    async updateRanges(auth: AuthenticatedPerson, idPlano: number, input: RangeInput) {
      return db.transaction(async (tx) => {
        const { profiles } = await planWithProfiles(tx, idPlano);
        await repository.lockPlan(tx, idPlano);
        const problems: FieldProblem[] = [];
        input.faixas.forEach((range, index) => {
          if (!profiles.some((profile) => profile.id === range.idPerfilInvestimento)) problems.push({ path: `faixas/${index}/idPerfilInvestimento`, message: 'Este perfil não é do plano.', type: 'profile' });
          else if (input.faixas.findIndex((other) => other.idPerfilInvestimento === range.idPerfilInvestimento) !== index) problems.push({ path: `faixas/${index}/idPerfilInvestimento`, message: 'Cada perfil tem uma só faixa.', type: 'duplicate' });
        });
        const missing = profiles.filter((profile) => !input.faixas.some((range) => range.idPerfilInvestimento === profile.id));
        for (const profile of missing) problems.push({ path: 'faixas', message: `Informe a faixa de pontuação do perfil ${profile.nome}.`, type: 'required' });
        if (problems.length) throw invalidFields(problems);
        const proposed = input.faixas.map((range) => ({ id: range.idPerfilInvestimento, nome: profiles.find((profile) => profile.id === range.idPerfilInvestimento)!.nome, pontuacaoMinima: range.pontuacaoMinima, pontuacaoMaxima: range.pontuacaoMaxima }));
        const rangeErrors = rangeProblems(proposed, scoreBounds(await repository.listQuestions(tx, idPlano)));
        if (rangeErrors.length) throw invalidFields(rangeErrors);
        const before = await questionnaire(tx, idPlano);
        for (const range of proposed) await repository.updateProfile(tx, range.id, { pontuacaoMinima: range.pontuacaoMinima, pontuacaoMaxima: range.pontuacaoMaxima });
        const after = await questionnaire(tx, idPlano);
        await audit(tx, auth, 'perfilInvestimento.faixas', { idPlano, antes: before.faixas, depois: after.faixas });
        return after;
      });
    },

    async getProfiles(idPlano: number) {
      const { profiles } = await planWithProfiles(db, idPlano);
      const settings = (await repository.findWindowSettings(db, idPlano)) ?? { idPlano, ...DEFAULT_WINDOW };
      return { idPlano, perfis: profiles.map(adminProfile), janela: { diaInicioJanela: settings.diaInicioJanela, diaFimJanela: settings.diaFimJanela } };
    },

    async updateProfile(auth: AuthenticatedPerson, idPerfilInvestimento: number, input: { descricao: string; composicao: CompositionItem[] }) {
      const problems = compositionProblems(input.composicao);
      if (!input.descricao.trim()) problems.unshift({ path: 'descricao', message: 'Escreva a descrição do perfil.', type: 'required' });
      if (problems.length) throw invalidFields(problems);
      return db.transaction(async (tx) => {
        const before = await repository.findProfile(tx, idPerfilInvestimento);
        if (!before) throw new HttpError(404, PROFILE_ADMIN_MESSAGES.profileNotFound);
        const composicao = input.composicao.map((item) => ({ classe: item.classe.trim(), percentual: normalizePercent(item.percentual) }));
        await repository.updateProfile(tx, idPerfilInvestimento, { descricao: input.descricao.trim(), composicao });
        const after = adminProfile((await repository.findProfile(tx, idPerfilInvestimento))!);
        await audit(tx, auth, 'perfilInvestimento.alterado', { idPlano: before.idPlano, idPerfilInvestimento, antes: adminProfile(before), depois: after });
        return after;
      });
    },

    async updateWindow(auth: AuthenticatedPerson, idPlano: number, input: WindowSettings) {
      const problems = windowProblems(input);
      if (problems.length) throw invalidFields(problems);
      return db.transaction(async (tx) => {
        await planWithProfiles(tx, idPlano);
        const before = await repository.findWindowSettings(tx, idPlano);
        const values = { diaInicioJanela: input.diaInicioJanela, diaFimJanela: input.diaFimJanela };
        await repository.saveWindowSettings(tx, idPlano, values);
        await audit(tx, auth, 'configuracaoPerfil.alterada', { idPlano, antes: before ? { diaInicioJanela: before.diaInicioJanela, diaFimJanela: before.diaFimJanela } : null, depois: values });
        return values;
      });
    },
  };
}

export type InvestmentProfileAdminService = ReturnType<typeof createInvestmentProfileAdminService>;
