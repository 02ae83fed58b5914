import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { avaliacaoPerfil, configuracaoPerfil, perfilInvestimento, perguntaPerfil, respostaPerfil } from '../../db/schema/investment-profile';
import { plano, vinculoPlano } from '../../db/schema/plans';
import { requisicao, requisicaoStatus } from '../../db/schema/requests';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

export function findPlan(db: Queryable, idPlano: number) {
  return db.query.plano.findFirst({ where: eq(plano.id, idPlano), columns: { id: true, nomeExibicao: true, temPerfil: true } });
}

/** The plan's profiles in their order (the first is the one a participant without a choice follows). */
export function listProfiles(db: Queryable, idPlano: number) {
  return db.select().from(perfilInvestimento).where(eq(perfilInvestimento.idPlano, idPlano)).orderBy(asc(perfilInvestimento.ordem), asc(perfilInvestimento.id));
}

export type ProfileRow = Awaited<ReturnType<typeof listProfiles>>[number];

export async function findProfile(db: Queryable, id: number) {
  const [row] = await db.select().from(perfilInvestimento).where(eq(perfilInvestimento.id, id));
  return row ?? null;
}

export async function updateProfile(db: Queryable, id: number, values: Partial<Pick<ProfileRow, 'descricao' | 'composicao' | 'pontuacaoMinima' | 'pontuacaoMaxima'>>) {
  await db.update(perfilInvestimento).set(values).where(eq(perfilInvestimento.id, id));
}

/** The questionnaire with its answers and points, in order. */
export async function listQuestions(db: Queryable, idPlano: number) {
  const questions = await db.select().from(perguntaPerfil).where(eq(perguntaPerfil.idPlano, idPlano)).orderBy(asc(perguntaPerfil.ordem), asc(perguntaPerfil.id));
  if (questions.length === 0) return [];
  const answers = await db
    .select()
    .from(respostaPerfil)
    .where(inArray(respostaPerfil.idPergunta, questions.map((question) => question.id)))
    .orderBy(asc(respostaPerfil.ordem), asc(respostaPerfil.id));
  return questions.map((question) => ({ ...question, respostas: answers.filter((answer) => answer.idPergunta === question.id) }));
}

export type QuestionRow = Awaited<ReturnType<typeof listQuestions>>[number];

export async function findQuestion(db: Queryable, id: number) {
  const [row] = await db.select().from(perguntaPerfil).where(eq(perguntaPerfil.id, id));
  return row ?? null;
}

export async function insertQuestion(db: Queryable, values: { idPlano: number; texto: string; ordem: number }) {
  const [row] = await db.insert(perguntaPerfil).values(values).returning({ id: perguntaPerfil.id });
  return row.id;
}

export async function nextQuestionOrder(db: Queryable, idPlano: number) {
  const [row] = await db.select({ ordem: sql<number>`coalesce(max(${perguntaPerfil.ordem}), 0) + 1` }).from(perguntaPerfil).where(eq(perguntaPerfil.idPlano, idPlano));
  return Number(row.ordem);
}

export async function updateQuestion(db: Queryable, id: number, values: { texto: string; ordem: number }) {
  await db.update(perguntaPerfil).set(values).where(eq(perguntaPerfil.id, id));
}

/** The answers become exactly `answers`: those with an id of this question are updated, the others added, the rest removed. */
export async function replaceAnswers(db: Queryable, idPergunta: number, answers: Array<{ id?: number; texto: string; pontos: number }>) {
  const kept = answers.flatMap((answer) => (answer.id ? [answer.id] : []));
  await db.delete(respostaPerfil).where(kept.length ? and(eq(respostaPerfil.idPergunta, idPergunta), notInArray(respostaPerfil.id, kept)) : eq(respostaPerfil.idPergunta, idPergunta));
  for (const [index, answer] of answers.entries()) {
    if (answer.id) await db.update(respostaPerfil).set({ texto: answer.texto, pontos: answer.pontos, ordem: index + 1 }).where(and(eq(respostaPerfil.id, answer.id), eq(respostaPerfil.idPergunta, idPergunta)));
    else await db.insert(respostaPerfil).values({ idPergunta, texto: answer.texto, pontos: answer.pontos, ordem: index + 1 });
  }
}

export async function deleteQuestion(db: Queryable, id: number) {
  await db.delete(perguntaPerfil).where(eq(perguntaPerfil.id, id));
}

/** Serializes the changes to one plan's questionnaire and ranges (the coverage rule reads both). */
export async function lockPlan(db: Queryable, idPlano: number) {
  await db.select({ id: plano.id }).from(plano).where(eq(plano.id, idPlano)).for('update');
}

export async function findWindowSettings(db: Queryable, idPlano: number) {
  const [row] = await db.select().from(configuracaoPerfil).where(eq(configuracaoPerfil.idPlano, idPlano));
  return row ?? null;
}

export async function saveWindowSettings(db: Queryable, idPlano: number, values: { diaInicioJanela: number; diaFimJanela: number }) {
  await db.insert(configuracaoPerfil).values({ idPlano, ...values }).onConflictDoUpdate({ target: configuracaoPerfil.idPlano, set: values });
}

export async function latestAssessment(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ id: avaliacaoPerfil.id, pontuacao: avaliacaoPerfil.pontuacao, criadoEm: avaliacaoPerfil.criadoEm, idPerfil: perfilInvestimento.id, nomePerfil: perfilInvestimento.nome })
    .from(avaliacaoPerfil)
    .leftJoin(perfilInvestimento, eq(perfilInvestimento.id, avaliacaoPerfil.idPerfilRecomendado))
    .where(eq(avaliacaoPerfil.idVinculoPlano, idVinculoPlano))
    .orderBy(desc(avaliacaoPerfil.criadoEm), desc(avaliacaoPerfil.id))
    .limit(1);
  return row ?? null;
}

export async function insertAssessment(db: Queryable, values: typeof avaliacaoPerfil.$inferInsert) {
  const [row] = await db.insert(avaliacaoPerfil).values(values).returning({ id: avaliacaoPerfil.id, criadoEm: avaliacaoPerfil.criadoEm });
  return row;
}

/** The link's profile-change request still open (not in a closed status), if any. */
export async function openProfileRequest(db: Queryable, idVinculoPlano: number) {
  const [row] = await db
    .select({ id: requisicao.id, protocolo: requisicao.protocolo, dados: requisicao.dados, criadoEm: requisicao.criadoEm, statusId: requisicaoStatus.id, statusNome: requisicaoStatus.nome })
    .from(requisicao)
    .innerJoin(requisicaoStatus, eq(requisicaoStatus.id, requisicao.idStatus))
    .where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), eq(requisicao.idFuncionalidade, FUNCTIONALITY.INVESTMENT_PROFILE), eq(requisicaoStatus.encerrado, false)))
    .orderBy(desc(requisicao.criadoEm))
    .limit(1);
  return row ?? null;
}

/** Serializes profile-change requests of one link, so two at once cannot both pass the "one open request" rule. */
export async function lockLink(db: Queryable, idVinculoPlano: number) {
  await db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano)).for('update');
}
