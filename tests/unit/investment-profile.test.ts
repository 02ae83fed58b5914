import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  changeWindow,
  compositionProblems,
  normalizePercent,
  rangeProblems,
  recommendedProfile,
  scoreAnswers,
  scoreBounds,
  SUPER_CONSERVATIVE_NOTE,
  windowProblems,
  windowSentence,
  type ScoredQuestion,
} from '@/domain/investment-profile';

/** Two questions of 1–4 points (ids 1, 2; answers 11–14 and 21–24): scores from 2 to 8. */
const QUESTIONS: ScoredQuestion[] = [
  { id: 1, texto: 'Prazo até o benefício', respostas: [1, 2, 3, 4].map((pontos) => ({ id: 10 + pontos, texto: `P${pontos}`, pontos })) },
  { id: 2, texto: 'Objetivo', respostas: [1, 2, 3, 4].map((pontos) => ({ id: 20 + pontos, texto: `O${pontos}`, pontos })) },
];

const PROFILES = [
  { id: 7, nome: 'Super Conservador', pontuacaoMinima: 2, pontuacaoMaxima: 3 },
  { id: 8, nome: 'Conservador', pontuacaoMinima: 4, pontuacaoMaxima: 5 },
  { id: 9, nome: 'Moderado', pontuacaoMinima: 6, pontuacaoMaxima: 6 },
  { id: 10, nome: 'Arrojado', pontuacaoMinima: 7, pontuacaoMaxima: 8 },
];

describe('questionnaire score and recommendation', () => {
  it('adds the chosen answers’ points', () => {
    expect(scoreAnswers(QUESTIONS, [{ idPergunta: 1, idResposta: 13 }, { idPergunta: 2, idResposta: 24 }])).toBe(7);
    expect(scoreBounds(QUESTIONS)).toEqual({ minima: 2, maxima: 8 });
  });

  it('recommends the profile whose inclusive range holds the score, at both edges', () => {
    const names = [2, 3, 4, 5, 6, 7, 8].map((score) => recommendedProfile(PROFILES, score)?.nome);
    expect(names).toEqual(['Super Conservador', 'Super Conservador', 'Conservador', 'Conservador', 'Moderado', 'Arrojado', 'Arrojado']);
    expect(recommendedProfile(PROFILES, 9)).toBeNull();
    expect(recommendedProfile([{ id: 1, nome: 'Sem faixa', pontuacaoMinima: null, pontuacaoMaxima: null }], 3)).toBeNull();
  });

  it('the seeded questionnaire (5 × 1–4 points) recommends by the seeded ranges 5–7, 8–11, 12–15, 16–20', () => {
    const seeded: ScoredQuestion[] = [1, 2, 3, 4, 5].map((id) => ({ id, texto: `Q${id}`, respostas: [1, 2, 3, 4].map((pontos) => ({ id: id * 10 + pontos, texto: '', pontos })) }));
    const ranges = [
      { id: 1, nome: 'Super Conservador', pontuacaoMinima: 5, pontuacaoMaxima: 7 },
      { id: 2, nome: 'Conservador', pontuacaoMinima: 8, pontuacaoMaxima: 11 },
      { id: 3, nome: 'Moderado', pontuacaoMinima: 12, pontuacaoMaxima: 15 },
      { id: 4, nome: 'Arrojado', pontuacaoMinima: 16, pontuacaoMaxima: 20 },
    ];
    expect(rangeProblems(ranges, scoreBounds(seeded))).toEqual([]);
    // All first answers (5 points), then 3 of 4 points + 2 of 1 (14), then all fourth answers (20).
    const all = (points: number[]) => points.map((pontos, index) => ({ idPergunta: index + 1, idResposta: (index + 1) * 10 + pontos }));
    expect(recommendedProfile(ranges, scoreAnswers(seeded, all([1, 1, 1, 1, 1])))?.nome).toBe('Super Conservador');
    expect(recommendedProfile(ranges, scoreAnswers(seeded, all([4, 4, 4, 1, 1])))?.nome).toBe('Moderado');
    expect(recommendedProfile(ranges, scoreAnswers(seeded, all([4, 4, 4, 4, 4])))?.nome).toBe('Arrojado');
  });
});

describe('answerProblems', () => {
  it('accepts every question answered once with one of its answers', () => {
    expect(answerProblems(QUESTIONS, [{ idPergunta: 2, idResposta: 21 }, { idPergunta: 1, idResposta: 14 }])).toEqual([]);
  });

  it('names the missing, duplicated, foreign question and the wrong answer', () => {
    const problems = answerProblems(QUESTIONS, [
      { idPergunta: 1, idResposta: 21 },
      { idPergunta: 1, idResposta: 11 },
      { idPergunta: 99, idResposta: 11 },
    ]);
    expect(problems).toEqual([
      { path: 'respostas/0/idResposta', message: 'Escolha uma das respostas da pergunta "Prazo até o benefício".', type: 'answer' },
      { path: 'respostas/1/idPergunta', message: 'A pergunta "Prazo até o benefício" foi respondida mais de uma vez.', type: 'duplicate' },
      { path: 'respostas/2/idPergunta', message: 'A pergunta 99 não faz parte do questionário deste plano.', type: 'question' },
      { path: 'respostas', message: 'Responda à pergunta "Objetivo".', type: 'required' },
    ]);
  });
});

describe('rangeProblems', () => {
  const bounds = { minima: 2, maxima: 8 };
  it('accepts contiguous ranges covering the possible scores, even reaching past them', () => {
    expect(rangeProblems(PROFILES, bounds)).toEqual([]);
    expect(rangeProblems([{ ...PROFILES[0], pontuacaoMinima: 0 }, ...PROFILES.slice(1, 3), { ...PROFILES[3], pontuacaoMaxima: 30 }], bounds)).toEqual([]);
  });

  it('refuses an overlap, a gap, an inverted range, a missing range and a range short of the possible scores', () => {
    expect(rangeProblems([PROFILES[0], { ...PROFILES[1], pontuacaoMinima: 3 }, PROFILES[2], PROFILES[3]], bounds)).toEqual([
      { path: 'faixas/1/pontuacaoMinima', message: 'As faixas dos perfis Super Conservador e Conservador se sobrepõem: cada pontuação deve levar a um só perfil.', type: 'overlap' },
    ]);
    expect(rangeProblems([PROFILES[0], PROFILES[1], { ...PROFILES[2], pontuacaoMinima: 7, pontuacaoMaxima: 7 }, { ...PROFILES[3], pontuacaoMinima: 8 }], bounds)[0]).toMatchObject({
      type: 'gap',
      message: 'Nenhum perfil recebe as pontuações de 6 a 6, entre Conservador e Moderado.',
    });
    expect(rangeProblems([{ ...PROFILES[0], pontuacaoMinima: 4, pontuacaoMaxima: 3 }], bounds)[0].type).toBe('range');
    expect(rangeProblems([{ ...PROFILES[0], pontuacaoMinima: null }], bounds)[0].type).toBe('required');
    expect(rangeProblems([{ ...PROFILES[0], pontuacaoMinima: 3 }, ...PROFILES.slice(1, 3), { ...PROFILES[3], pontuacaoMaxima: 7 }], bounds).map((problem) => problem.message)).toEqual([
      'O questionário pode somar a partir de 2 pontos: a faixa do perfil Super Conservador deve começar em 2 ou menos.',
      'O questionário pode somar até 8 pontos: a faixa do perfil Arrojado deve chegar a 8 ou mais.',
    ]);
  });
});

describe('compositionProblems', () => {
  it('accepts shares adding up to exactly 100.00 %', () => {
    expect(compositionProblems([{ classe: 'Renda fixa', percentual: '75.00' }, { classe: 'Renda variável', percentual: '17' }, { classe: 'Exterior', percentual: '8.00' }])).toEqual([]);
    // 33.33 + 33.33 + 33.34: exact in hundredths, no float drift.
    expect(compositionProblems([{ classe: 'A', percentual: '33.33' }, { classe: 'B', percentual: '33.33' }, { classe: 'C', percentual: '33.34' }])).toEqual([]);
  });

  it('refuses a sum other than 100, bad percentages, blank and repeated classes, no class', () => {
    expect(compositionProblems([{ classe: 'Renda fixa', percentual: '90.00' }, { classe: 'Renda variável', percentual: '9.99' }])).toEqual([
      { path: 'composicao', message: 'Os percentuais somam 99,99 %; devem somar 100,00 %.', type: 'sum' },
    ]);
    expect(compositionProblems([{ classe: 'A', percentual: '0' }, { classe: 'B', percentual: '100.001' }]).map((problem) => problem.path)).toEqual(['composicao/0/percentual', 'composicao/1/percentual']);
    expect(compositionProblems([{ classe: ' ', percentual: '50' }, { classe: 'Renda', percentual: '25' }, { classe: 'renda', percentual: '25' }]).map((problem) => problem.type)).toEqual(['required', 'duplicate']);
    expect(compositionProblems([])[0].type).toBe('required');
  });

  it('stores percentages with two decimals', () => {
    expect(normalizePercent('17.5')).toBe('17.50');
    expect(normalizePercent('100')).toBe('100.00');
  });
});

describe('change window', () => {
  const fortnight = { diaInicioJanela: 1, diaFimJanela: 15 };

  it('is open from the first to the fifteenth, inclusive, with the next month’s window after it', () => {
    expect(changeWindow(fortnight, '2026-11-01')).toEqual({ aberta: true, inicio: '2026-11-01', fim: '2026-11-15', proximaInicio: '2026-12-01', proximaFim: '2026-12-15' });
    expect(changeWindow(fortnight, '2026-11-15').aberta).toBe(true);
  });

  it('is closed after the fifteenth; the next one starts next month (across the year too)', () => {
    expect(changeWindow(fortnight, '2026-11-16')).toEqual({ aberta: false, inicio: '2026-11-01', fim: '2026-11-15', proximaInicio: '2026-12-01', proximaFim: '2026-12-15' });
    expect(changeWindow(fortnight, '2026-12-31')).toMatchObject({ aberta: false, proximaInicio: '2027-01-01', proximaFim: '2027-01-15' });
  });

  it('before a window that starts later in the month, the next one is this month’s', () => {
    expect(changeWindow({ diaInicioJanela: 10, diaFimJanela: 20 }, '2027-02-09')).toEqual({ aberta: false, inicio: '2027-02-10', fim: '2027-02-20', proximaInicio: '2027-02-10', proximaFim: '2027-02-20' });
    expect(changeWindow({ diaInicioJanela: 28, diaFimJanela: 28 }, '2027-02-28').aberta).toBe(true);
  });

  it('reads as a sentence', () => {
    expect(windowSentence(changeWindow(fortnight, '2026-11-03'))).toBe('Janela de alteração aberta até 15/11/2026.');
    expect(windowSentence(changeWindow(fortnight, '2026-11-24'))).toBe('Janela de alteração fechada; a próxima vai de 01/12/2026 a 15/12/2026.');
  });

  it('window settings: days 1–28, the start not after the end', () => {
    expect(windowProblems(fortnight)).toEqual([]);
    expect(windowProblems({ diaInicioJanela: 0, diaFimJanela: 29 }).map((problem) => problem.path)).toEqual(['diaInicioJanela', 'diaFimJanela']);
    expect(windowProblems({ diaInicioJanela: 16, diaFimJanela: 15 })).toEqual([{ path: 'diaFimJanela', message: 'O dia de fim deve ser igual ou posterior ao dia de início.', type: 'range' }]);
  });

  it('keeps spec §5’s note in one sentence', () => {
    expect(SUPER_CONSERVATIVE_NOTE).toBe('Sem escolha na primeira quinzena do mês, o participante permanece no perfil Super Conservador até o próximo ciclo.');
  });
});
