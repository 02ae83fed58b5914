import { addMonths, format, parseISO } from 'date-fns';
import type { ApiValidationError } from './api-types';

/**
 * The investment profile (service 10): the suitability questionnaire's score and recommendation, the admin's score
 * ranges and compositions, and the monthly change window (spec §5: the first fortnight of the month).
 */

/** Spec §5's note, as the participant page states it. */
export const SUPER_CONSERVATIVE_NOTE = 'Sem escolha na primeira quinzena do mês, o participante permanece no perfil Super Conservador até o próximo ciclo.';

export type FieldProblem = ApiValidationError;

export interface ScoredAnswer {
  id: number;
  texto: string;
  pontos: number;
}

export interface ScoredQuestion {
  id: number;
  texto: string;
  respostas: readonly ScoredAnswer[];
}

export interface AnswerChoice {
  idPergunta: number;
  idResposta: number;
}

export interface ProfileRange {
  id: number;
  nome: string;
  pontuacaoMinima: number | null;
  pontuacaoMaxima: number | null;
}

export interface CompositionItem {
  classe: string;
  percentual: string;
}

/** The lowest and highest scores the questionnaire can give (each question's cheapest and dearest answer). */
export function scoreBounds(questions: readonly ScoredQuestion[]): { minima: number; maxima: number } {
  let minima = 0;
  let maxima = 0;
  for (const question of questions) {
    const points = question.respostas.map((answer) => answer.pontos);
    if (points.length === 0) continue;
    minima += Math.min(...points);
    maxima += Math.max(...points);
  }
  return { minima, maxima };
}

/** Every question answered once, with one of its own answers; messages name the question. */
export function answerProblems(questions: readonly ScoredQuestion[], answers: readonly AnswerChoice[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answered = new Set<number>();
  answers.forEach((answer, index) => {
    const question = byId.get(answer.idPergunta);
    if (!question) {
      problems.push({ path: `respostas/${index}/idPergunta`, message: `A pergunta ${answer.idPergunta} não faz parte do questionário deste plano.`, type: 'question' });
      return;
    }
    if (answered.has(question.id)) {
      problems.push({ path: `respostas/${index}/idPergunta`, message: `A pergunta "${question.texto}" foi respondida mais de uma vez.`, type: 'duplicate' });
      return;
    }
    answered.add(question.id);
    if (!question.respostas.some((option) => option.id === answer.idResposta)) {
      problems.push({ path: `respostas/${index}/idResposta`, message: `Escolha uma das respostas da pergunta "${question.texto}".`, type: 'answer' });
    }
  });
  for (const question of questions) {
    if (!answered.has(question.id)) problems.push({ path: 'respostas', message: `Responda à pergunta "${question.texto}".`, type: 'required' });
  }
  return problems;
}

/** The sum of the chosen answers' points (the answers must have passed answerProblems). */
export function scoreAnswers(questions: readonly ScoredQuestion[], answers: readonly AnswerChoice[]): number {
  const points = new Map(questions.flatMap((question) => question.respostas.map((answer) => [answer.id, answer.pontos] as const)));
  return answers.reduce((sum, answer) => sum + (points.get(answer.idResposta) ?? 0), 0);
}

/** The profile whose [pontuacaoMinima, pontuacaoMaxima] holds the score, or null when none does. */
export function recommendedProfile<T extends ProfileRange>(profiles: readonly T[], score: number): T | null {
  return profiles.find((profile) => profile.pontuacaoMinima !== null && profile.pontuacaoMaxima !== null && profile.pontuacaoMinima <= score && score <= profile.pontuacaoMaxima) ?? null;
}

/**
 * The admin's score ranges: each profile has one (minimum ≤ maximum), no two overlap, and together they cover every
 * score the questionnaire can give without a gap (a range may reach past the possible scores, so that adding or
 * removing a question can be prepared by widening the ranges first).
 */
export function rangeProblems(profiles: readonly ProfileRange[], bounds: { minima: number; maxima: number }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  profiles.forEach((profile, index) => {
    if (profile.pontuacaoMinima === null || profile.pontuacaoMaxima === null) {
      problems.push({ path: `faixas/${index}`, message: `Informe a pontuação mínima e a máxima do perfil ${profile.nome}.`, type: 'required' });
    } else if (profile.pontuacaoMinima > profile.pontuacaoMaxima) {
      problems.push({ path: `faixas/${index}/pontuacaoMaxima`, message: `A pontuação máxima do perfil ${profile.nome} deve ser maior ou igual à mínima.`, type: 'range' });
    }
  });
  if (problems.length) return problems;
  const sorted = [...profiles].sort((a, b) => a.pontuacaoMinima! - b.pontuacaoMinima!);
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    const at = profiles.indexOf(current);
    if (current.pontuacaoMinima! <= previous.pontuacaoMaxima!) {
      problems.push({ path: `faixas/${at}/pontuacaoMinima`, message: `As faixas dos perfis ${previous.nome} e ${current.nome} se sobrepõem: cada pontuação deve levar a um só perfil.`, type: 'overlap' });
    } else if (current.pontuacaoMinima! > previous.pontuacaoMaxima! + 1) {
      problems.push({
        path: `faixas/${at}/pontuacaoMinima`,
        message: `Nenhum perfil recebe as pontuações de ${previous.pontuacaoMaxima! + 1} a ${current.pontuacaoMinima! - 1}, entre ${previous.nome} e ${current.nome}.`,
        type: 'gap',
      });
    }
  }
  if (problems.length || sorted.length === 0) return problems;
  const lowest = sorted[0];
  const highest = sorted[sorted.length - 1];
  if (lowest.pontuacaoMinima! > bounds.minima) {
    problems.push({ path: `faixas/${profiles.indexOf(lowest)}/pontuacaoMinima`, message: `O questionário pode somar a partir de ${bounds.minima} pontos: a faixa do perfil ${lowest.nome} deve começar em ${bounds.minima} ou menos.`, type: 'coverage' });
  }
  if (highest.pontuacaoMaxima! < bounds.maxima) {
    problems.push({ path: `faixas/${profiles.indexOf(highest)}/pontuacaoMaxima`, message: `O questionário pode somar até ${bounds.maxima} pontos: a faixa do perfil ${highest.nome} deve chegar a ${bounds.maxima} ou mais.`, type: 'coverage' });
  }
  return problems;
}

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** '17.5' → 1750 hundredths of a percent: exact integers, so the sum is exact without a decimal library in the page. */
function hundredths(percent: string): number {
  const [integer, fraction = ''] = percent.split('.');
  return Number(integer) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 10000 → '100.00'. */
export function percentFromHundredths(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** A percentage as stored: always two decimals ('17.5' → '17.50'). */
export function normalizePercent(percent: string): string {
  return percentFromHundredths(hundredths(percent));
}

/** A profile's composition: named asset classes, each a percentage with up to 2 decimals, adding up to 100.00 %. */
export function compositionProblems(items: readonly CompositionItem[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (items.length === 0) return [{ path: 'composicao', message: 'Informe ao menos uma classe de investimento.', type: 'required' }];
  const names = new Set<string>();
  let total = 0;
  items.forEach((item, index) => {
    const name = item.classe.trim();
    if (!name) problems.push({ path: `composicao/${index}/classe`, message: 'Informe o nome da classe de investimento.', type: 'required' });
    else if (names.has(name.toLocaleLowerCase('pt-BR'))) problems.push({ path: `composicao/${index}/classe`, message: `A classe ${name} aparece mais de uma vez.`, type: 'duplicate' });
    names.add(name.toLocaleLowerCase('pt-BR'));
    if (!PERCENT.test(item.percentual) || hundredths(item.percentual) <= 0 || hundredths(item.percentual) > 10_000) {
      problems.push({ path: `composicao/${index}/percentual`, message: 'O percentual deve ser maior que 0 e no máximo 100, com até 2 casas decimais (por exemplo 17.50).', type: 'format' });
    } else {
      total += hundredths(item.percentual);
    }
  });
  if (problems.length === 0 && total !== 10_000) {
    problems.push({ path: 'composicao', message: `Os percentuais somam ${percentFromHundredths(total).replace('.', ',')} %; devem somar 100,00 %.`, type: 'sum' });
  }
  return problems;
}

export interface WindowSettings {
  diaInicioJanela: number;
  diaFimJanela: number;
}

/** Days of the month that exist in every month (1–28), the start not after the end. */
export function windowProblems(settings: WindowSettings): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const isDay = (day: number) => Number.isInteger(day) && day >= 1 && day <= 28;
  if (!isDay(settings.diaInicioJanela)) problems.push({ path: 'diaInicioJanela', message: 'O dia de início deve estar entre 1 e 28, para existir em todos os meses.', type: 'range' });
  if (!isDay(settings.diaFimJanela)) problems.push({ path: 'diaFimJanela', message: 'O dia de fim deve estar entre 1 e 28, para existir em todos os meses.', type: 'range' });
  if (problems.length === 0 && settings.diaInicioJanela > settings.diaFimJanela) {
    problems.push({ path: 'diaFimJanela', message: 'O dia de fim deve ser igual ou posterior ao dia de início.', type: 'range' });
  }
  return problems;
}

export interface ChangeWindow {
  /** Whether today is inside this month's window. */
  aberta: boolean;
  /** This month's window (yyyy-MM-dd). */
  inicio: string;
  fim: string;
  /** The next window that has not started yet: this month's when today is before it, next month's otherwise. */
  proximaInicio: string;
  proximaFim: string;
}

const dayOfMonth = (month: Date, day: number) => format(new Date(month.getFullYear(), month.getMonth(), day), 'yyyy-MM-dd');

/** The change window around `today` (yyyy-MM-dd, the fund's day in America/Sao_Paulo). */
export function changeWindow(settings: WindowSettings, today: string): ChangeWindow {
  const month = parseISO(`${today.slice(0, 7)}-01`);
  const next = addMonths(month, 1);
  const inicio = dayOfMonth(month, settings.diaInicioJanela);
  const fim = dayOfMonth(month, settings.diaFimJanela);
  const isBefore = today < inicio;
  const aberta = !isBefore && today <= fim;
  return {
    aberta,
    inicio,
    fim,
    proximaInicio: isBefore ? inicio : dayOfMonth(next, settings.diaInicioJanela),
    proximaFim: isBefore ? fim : dayOfMonth(next, settings.diaFimJanela),
  };
}

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The window's state in a sentence (the page, and the 409 outside it). */
export function windowSentence(window: ChangeWindow): string {
  return window.aberta
    ? `Janela de alteração aberta até ${brDate(window.fim)}.`
    : `Janela de alteração fechada; a próxima vai de ${brDate(window.proximaInicio)} a ${brDate(window.proximaFim)}.`;
}
