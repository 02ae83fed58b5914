import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import { SUPER_CONSERVATIVE_NOTE } from '@/domain/investment-profile';
import { Money } from '@/domain/money';
import { auditoria } from '@/server/db/schema/audit';
import { avaliacaoPerfil, perfilInvestimento, perguntaPerfil } from '@/server/db/schema/investment-profile';
import { plano, vinculoPlano } from '@/server/db/schema/plans';
import { requisicao } from '@/server/db/schema/requests';
import { latestQuotaValue } from '@/server/modules/quota-values/series';
import { apiOf, bearer, createTestContext, DEMO_ACCOUNTS, login, withServiceOffered, type TestContext } from './helpers';

let context: TestContext;
let admin: string;
const people: Record<string, { token: string; idPessoa: number; links: Array<{ id: number; idPlano: number; idPerfilInvestimento: number | null }> }> = {};
let hpe: number;
let dxc: number;
let maisValor: number;

/** A day of last month in Brasília (12:00 there): always in the past, so the sessions made now stay valid. */
function lastMonthDay(day: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day, 15, 0, 0));
}
const ymd = (date: Date) => date.toISOString().slice(0, 10);
const br = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Runs `action` with the clock on `date` (only Date is faked: timers and the database keep running). */
async function on<T>(date: Date, action: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
  try {
    return await action();
  } finally {
    vi.useRealTimers();
  }
}

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['carlos', 'maria', 'sofia', 'bruno', 'lucas'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const links = await db.select({ id: vinculoPlano.id, idPlano: vinculoPlano.idPlano, idPerfilInvestimento: vinculoPlano.idPerfilInvestimento }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(asc(vinculoPlano.id));
    people[name] = { token, idPessoa, links };
  }
  const plans = await db.select().from(plano);
  hpe = plans.find((row) => row.nome === 'HPE')!.id;
  dxc = plans.find((row) => row.nome === 'DXC')!.id;
  maisValor = plans.find((row) => row.nome === 'MAIS_VALOR')!.id;
}, 60_000);
afterAll(() => context.close());
afterEach(() => vi.useRealTimers());

const linkOf = (name: string, idPlano: number) => people[name].links.find((link) => link.idPlano === idPlano)!;
const { get } = apiOf(() => context.app);
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, token?: string) => context.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown> });

async function profilesOf(idPlano: number) {
  return context.database.db.select().from(perfilInvestimento).where(eq(perfilInvestimento.idPlano, idPlano)).orderBy(asc(perfilInvestimento.ordem));
}

/** The answer of each question worth `points[i]` points (the seed: answer n is worth n). */
async function answersWorth(idPlano: number, points: number[]) {
  const response = await get(`/api/retornarQuestionarioPerfil/${idPlano}`, admin);
  const questions = response.json().perguntas as Array<{ id: number; respostas: Array<{ id: number; pontos: number }> }>;
  return questions.map((question, index) => ({ idPergunta: question.id, idResposta: question.respostas.find((answer) => answer.pontos === points[index])!.id }));
}

describe('GET /api/retornarPerfilInvestimento/{idVinculoPlano}', () => {
  it('answers the chosen profile with its composition, the plan’s profiles, the questionnaire without points and the window', async () => {
    const carlos = people.carlos;
    const response = await on(lastMonthDay(3), () => get(`/api/retornarPerfilInvestimento/${linkOf('carlos', hpe).id}`, carlos.token));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.perfilAtual).toMatchObject({ nome: 'Moderado', seguePadrao: false });
    expect(body.perfilAtual.composicao).toEqual([
      { classe: 'Renda fixa', percentual: '75.00' },
      { classe: 'Renda variável', percentual: '17.00' },
      { classe: 'Investimentos no exterior', percentual: '8.00' },
    ]);
    expect(body.perfis.map((profile: { nome: string }) => profile.nome)).toEqual(['Super Conservador', 'Conservador', 'Moderado', 'Arrojado']);
    expect(body.questionario).toHaveLength(5);
    expect(body.questionario[0]).toEqual({ id: expect.any(Number), texto: 'Quanto tempo falta para você começar a receber o benefício?', respostas: expect.any(Array) });
    expect(Object.keys(body.questionario[0].respostas[0]).sort()).toEqual(['id', 'texto']);
    expect(JSON.stringify(body.questionario)).not.toContain('pontos');
    const day = lastMonthDay(3);
    const month = ymd(day).slice(0, 7);
    expect(body.janela).toMatchObject({ aberta: true, inicio: `${month}-01`, fim: `${month}-15` });
    expect(body.ultimaAvaliacao).toBeNull();
    expect(body.solicitacaoAberta).toBeNull();
  });

  it('a link without a choice follows the plan’s first profile, Super Conservador, and says so', async () => {
    const response = await get(`/api/retornarPerfilInvestimento/${linkOf('carlos', dxc).id}`, people.carlos.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().perfilAtual).toMatchObject({ nome: 'Super Conservador', seguePadrao: true, composicao: [{ classe: 'Renda fixa pós-fixada', percentual: '100.00' }] });
    expect(SUPER_CONSERVATIVE_NOTE).toContain('Super Conservador');
  });

  it('closed after the 15th, with the next window’s dates', async () => {
    const response = await on(lastMonthDay(16), () => get(`/api/retornarPerfilInvestimento/${linkOf('carlos', hpe).id}`, people.carlos.token));
    const day = lastMonthDay(16);
    const next = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
    expect(response.json().janela).toMatchObject({ aberta: false, proximaInicio: ymd(next), proximaFim: `${ymd(next).slice(0, 7)}-15` });
  });

  it('403 for a plan without profiles (not among its services), 409 if the fund enables it there anyway, 401 without a session, 403 for another’s link, 404 for an absent link (administrator), 400 for a malformed id', async () => {
    const sofiaLink = linkOf('sofia', maisValor);
    const notOffered = await get(`/api/retornarPerfilInvestimento/${sofiaLink.id}`, people.sofia.token);
    expect(notOffered.statusCode).toBe(403);
    expect(notOffered.json().message).toBe('Este serviço não está disponível para o seu plano.');
    await withServiceOffered(context, sofiaLink.id, 10, async () => {
      const noProfiles = await get(`/api/retornarPerfilInvestimento/${sofiaLink.id}`, people.sofia.token);
      expect(noProfiles.statusCode).toBe(409);
      expect(noProfiles.json().message).toBe('O plano Mais Valor não tem perfis de investimento: não há perfil a escolher.');
    });
    expect((await get(`/api/retornarPerfilInvestimento/${linkOf('carlos', hpe).id}`)).statusCode).toBe(401);
    expect((await get(`/api/retornarPerfilInvestimento/${linkOf('carlos', hpe).id}`, people.maria.token)).statusCode).toBe(403);
    expect((await get('/api/retornarPerfilInvestimento/999999', admin)).statusCode).toBe(404);
    expect((await get('/api/retornarPerfilInvestimento/abc', people.carlos.token)).statusCode).toBe(400);
    expect((await get(`/api/retornarPerfilInvestimento/${linkOf('carlos', hpe).id}`, admin)).statusCode).toBe(200);
  });
});

describe('POST /api/enviarQuestionarioPerfil', () => {
  const url = '/api/enviarQuestionarioPerfil';

  it('recommends each profile at the edges of its range (5–7, 8–11, 12–15, 16–20) and keeps the answers as they read', async () => {
    const carlos = people.carlos;
    const idVinculoPlano = linkOf('carlos', dxc).id;
    const cases: Array<[number[], number, string]> = [
      [[1, 1, 1, 1, 1], 5, 'Super Conservador'],
      [[1, 1, 2, 2, 1], 7, 'Super Conservador'],
      [[2, 2, 2, 1, 1], 8, 'Conservador'],
      [[3, 2, 2, 2, 2], 11, 'Conservador'],
      [[3, 3, 2, 2, 2], 12, 'Moderado'],
      [[3, 3, 3, 3, 3], 15, 'Moderado'],
      [[4, 3, 3, 3, 3], 16, 'Arrojado'],
      [[4, 4, 4, 4, 4], 20, 'Arrojado'],
    ];
    for (const [points, score, name] of cases) {
      const response = await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, respostas: await answersWorth(dxc, points) }, carlos.token);
      expect(response.statusCode, `${points}`).toBe(201);
      expect(response.json()).toMatchObject({ pontuacao: score, perfilRecomendado: { nome: name } });
    }
    const [record] = await context.database.db.select().from(avaliacaoPerfil).where(eq(avaliacaoPerfil.idVinculoPlano, idVinculoPlano)).orderBy(desc(avaliacaoPerfil.id)).limit(1);
    expect(record.pontuacao).toBe(20);
    expect(record.respostas[0]).toMatchObject({ pergunta: 'Quanto tempo falta para você começar a receber o benefício?', resposta: 'Mais de 20 anos', pontos: 4 });
    const view = await get(`/api/retornarPerfilInvestimento/${idVinculoPlano}`, carlos.token);
    expect(view.json().ultimaAvaliacao).toMatchObject({ pontuacao: 20, perfilRecomendado: { nome: 'Arrojado' } });
  });

  it('400 naming the question for a missing, duplicated, foreign question and a foreign answer', async () => {
    const carlos = people.carlos;
    const idVinculoPlano = linkOf('carlos', hpe).id;
    const answers = await answersWorth(hpe, [1, 1, 1, 1, 1]);
    const missing = await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, respostas: answers.slice(1) }, carlos.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'respostas', message: 'Responda à pergunta "Quanto tempo falta para você começar a receber o benefício?".', type: 'required' }]);
    const duplicated = await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, respostas: [...answers, answers[0]] }, carlos.token);
    expect(duplicated.json().errors[0]).toMatchObject({ path: 'respostas/5/idPergunta', type: 'duplicate' });
    const dxcAnswers = await answersWorth(dxc, [1, 1, 1, 1, 1]);
    const foreign = await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, respostas: [dxcAnswers[0], ...answers.slice(1)] }, carlos.token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toMatchObject({ path: 'respostas/0/idPergunta', message: `A pergunta ${dxcAnswers[0].idPergunta} não faz parte do questionário deste plano.` });
    const wrongAnswer = await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, respostas: [{ ...answers[0], idResposta: answers[1].idResposta }, ...answers.slice(1)] }, carlos.token);
    expect(wrongAnswer.json().errors[0]).toMatchObject({ path: 'respostas/0/idResposta', message: 'Escolha uma das respostas da pergunta "Quanto tempo falta para você começar a receber o benefício?".' });
    const badBody = await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, respostas: 'x' }, carlos.token);
    expect(badBody.statusCode).toBe(400);
  });

  it('401 without a session, 403 for another’s link or a plan without the service, 404 for an absent link', async () => {
    const carlos = people.carlos;
    const answers = await answersWorth(hpe, [1, 1, 1, 1, 1]);
    expect((await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano: linkOf('carlos', hpe).id, respostas: answers })).statusCode).toBe(401);
    expect((await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano: linkOf('carlos', hpe).id, respostas: answers }, people.maria.token)).statusCode).toBe(403);
    expect((await send('POST', url, { idPessoa: people.maria.idPessoa, idVinculoPlano: linkOf('carlos', hpe).id, respostas: answers }, people.maria.token)).statusCode).toBe(403);
    expect((await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano: 999999, respostas: answers }, carlos.token)).statusCode).toBe(404);
    const lucas = people.lucas;
    const noProfiles = await send('POST', url, { idPessoa: lucas.idPessoa, idVinculoPlano: linkOf('lucas', maisValor).id, respostas: answers }, lucas.token);
    // The service exists only on plans with profiles: Mais Valor's links do not have it.
    expect(noProfiles.statusCode).toBe(403);
    expect(noProfiles.json().message).toBe('Este serviço não está disponível para o seu plano.');
  });
});

describe('POST /api/alterarPerfilInvestimento', () => {
  const url = '/api/alterarPerfilInvestimento';

  it('inside the window: 201 a request of functionality 10 with dados.idPerfilInvestimento, whether it follows the recommendation, then 409 while it is open', async () => {
    const carlos = people.carlos;
    const idVinculoPlano = linkOf('carlos', dxc).id;
    const [, conservador, , arrojado] = await profilesOf(dxc);
    // The last questionnaire of this link recommended Arrojado (the previous test's last case).
    const created = await on(lastMonthDay(15), () => send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, idPerfilInvestimento: arrojado.id }, carlos.token));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ protocolo: expect.any(String), perfil: { id: arrojado.id, nome: 'Arrojado' }, conformeRecomendacao: true });
    const [row] = await context.database.db.select().from(requisicao).where(eq(requisicao.id, created.json().id));
    expect(row.idFuncionalidade).toBe(10);
    expect(row.dados).toEqual({ idPerfilInvestimento: arrojado.id, perfil: 'Arrojado', perfilAnterior: 'Super Conservador', perfilRecomendado: 'Arrojado', conformeRecomendacao: true });

    const view = await get(`/api/retornarPerfilInvestimento/${idVinculoPlano}`, carlos.token);
    expect(view.json().solicitacaoAberta).toMatchObject({ protocolo: created.json().protocolo, perfil: { id: arrojado.id, nome: 'Arrojado' }, status: { id: 1 } });
    const again = await on(lastMonthDay(2), () => send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, idPerfilInvestimento: conservador.id }, carlos.token));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Já existe um pedido de alteração de perfil em andamento (protocolo ${created.json().protocolo}). Acompanhe-o ou cancele-o em Acompanhar solicitações.`);
  });

  it('outside the window: 409 with the next window’s dates', async () => {
    const carlos = people.carlos;
    const [first] = await profilesOf(hpe);
    const day = lastMonthDay(16);
    const next = ymd(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1)));
    const response = await on(day, () => send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano: linkOf('carlos', hpe).id, idPerfilInvestimento: first.id }, carlos.token));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`A alteração de perfil só pode ser pedida dentro da janela do mês. Janela de alteração fechada; a próxima vai de ${br(next)} a ${br(`${next.slice(0, 7)}-15`)}.`);
  });

  it('400 for the current profile and for another plan’s profile; 401, 403, 404', async () => {
    const carlos = people.carlos;
    const idVinculoPlano = linkOf('carlos', hpe).id;
    const [, , moderado] = await profilesOf(hpe);
    const [dxcFirst] = await profilesOf(dxc);
    const same = await on(lastMonthDay(1), () => send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, idPerfilInvestimento: moderado.id }, carlos.token));
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ path: 'idPerfilInvestimento', message: 'Você já está no perfil Moderado. Escolha outro perfil para pedir a alteração.', type: 'profile' }]);
    const other = await on(lastMonthDay(1), () => send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, idPerfilInvestimento: dxcFirst.id }, carlos.token));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].message).toBe('Escolha um dos perfis de investimento do seu plano.');
    expect((await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, idPerfilInvestimento: dxcFirst.id })).statusCode).toBe(401);
    expect((await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, idPerfilInvestimento: dxcFirst.id }, people.maria.token)).statusCode).toBe(403);
    expect((await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano: 999999, idPerfilInvestimento: dxcFirst.id }, carlos.token)).statusCode).toBe(404);
    expect((await send('POST', url, { idPessoa: carlos.idPessoa, idVinculoPlano, idPerfilInvestimento: 'x' }, carlos.token)).statusCode).toBe(400);
  });

  it('concluded by an administrator, the link changes profile and the balance follows that profile’s quota series', async () => {
    const carlos = people.carlos;
    const { db } = context.database;
    const idVinculoPlano = linkOf('carlos', dxc).id;
    const [open] = await db.select().from(requisicao).where(and(eq(requisicao.idVinculoPlano, idVinculoPlano), eq(requisicao.idFuncionalidade, 10))).orderBy(desc(requisicao.id)).limit(1);
    const [, , , arrojado] = await profilesOf(dxc);
    const before = (await get(`/api/retornarSaldo/${idVinculoPlano}`, carlos.token)).json();
    const concluded = await send('POST', `/api/alterarStatusSolicitacao/${open.id}`, { idStatus: 4, comentario: 'Perfil alterado.' }, admin);
    expect(concluded.statusCode, concluded.body).toBe(200);
    const [link] = await db.select().from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano));
    expect(link.idPerfilInvestimento).toBe(arrojado.id);
    const after = (await get(`/api/retornarSaldo/${idVinculoPlano}`, carlos.token)).json();
    const latest = await latestQuotaValue(db, { idPlano: dxc, idPerfilInvestimento: arrojado.id });
    expect(after.valorCota).toBe(new Money(latest!.valor).toFixed(8));
    expect(after.valorCota).not.toBe(before.valorCota);
    const view = (await get(`/api/retornarPerfilInvestimento/${idVinculoPlano}`, carlos.token)).json();
    expect(view.perfilAtual).toMatchObject({ nome: 'Arrojado', seguePadrao: false });
    expect(view.solicitacaoAberta).toBeNull();
  });
});

describe('administrators: questionnaire, ranges, profiles and window', () => {
  it('GET /retornarQuestionarioPerfil: points, ranges and possible scores; 403 for participants, 401, 404, 409', async () => {
    const response = await get(`/api/retornarQuestionarioPerfil/${hpe}`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pontuacaoPossivel).toEqual({ minima: 5, maxima: 20 });
    expect(body.perguntas[0].respostas.map((answer: { pontos: number }) => answer.pontos)).toEqual([1, 2, 3, 4]);
    expect(body.faixas.map((range: { nome: string; pontuacaoMinima: number; pontuacaoMaxima: number }) => [range.nome, range.pontuacaoMinima, range.pontuacaoMaxima])).toEqual([
      ['Super Conservador', 5, 7],
      ['Conservador', 8, 11],
      ['Moderado', 12, 15],
      ['Arrojado', 16, 20],
    ]);
    expect((await get(`/api/retornarQuestionarioPerfil/${hpe}`, people.carlos.token)).statusCode).toBe(403);
    expect((await get(`/api/retornarQuestionarioPerfil/${hpe}`)).statusCode).toBe(401);
    expect((await get('/api/retornarQuestionarioPerfil/999', admin)).statusCode).toBe(404);
    expect((await get(`/api/retornarQuestionarioPerfil/${maisValor}`, admin)).statusCode).toBe(409);
  });

  it('creates, edits and deletes a question, audited; refuses a change the ranges do not cover (409) and bad input (400)', async () => {
    const { db } = context.database;
    const uncovered = await send('POST', '/api/criarPerguntaPerfil', { idPlano: hpe, texto: 'Você tem reserva de emergência?', respostas: [{ texto: 'Não', pontos: 1 }, { texto: 'Sim', pontos: 2 }] }, admin);
    expect(uncovered.statusCode).toBe(409);
    expect(uncovered.json().message).toContain('de 6 a 22 pontos');
    // Widen the ranges first, then the new question fits.
    const widened = await send('PUT', `/api/atualizarFaixasPerfil/${hpe}`, { faixas: await rangesOf(hpe, [[0, 7], [8, 11], [12, 15], [16, 30]]) }, admin);
    expect(widened.statusCode, widened.body).toBe(200);
    const created = await send('POST', '/api/criarPerguntaPerfil', { idPlano: hpe, texto: ' Você tem reserva de emergência? ', respostas: [{ texto: 'Não', pontos: 1 }, { texto: 'Sim', pontos: 2 }] }, admin);
    expect(created.statusCode).toBe(201);
    const question = created.json().perguntas.at(-1);
    expect(question).toMatchObject({ texto: 'Você tem reserva de emergência?', ordem: 6, respostas: [{ texto: 'Não', pontos: 1 }, { texto: 'Sim', pontos: 2 }] });
    expect(created.json().pontuacaoPossivel).toEqual({ minima: 6, maxima: 22 });

    const edited = await send('PUT', `/api/atualizarPerguntaPerfil/${question.id}`, { texto: 'Você tem uma reserva de emergência?', respostas: [{ id: question.respostas[0].id, texto: 'Não tenho', pontos: 1 }, { texto: 'Tenho', pontos: 3 }] }, admin);
    expect(edited.statusCode, edited.body).toBe(200);
    const editedQuestion = edited.json().perguntas.find((item: { id: number }) => item.id === question.id);
    expect(editedQuestion.respostas).toEqual([{ id: question.respostas[0].id, texto: 'Não tenho', pontos: 1 }, { id: expect.any(Number), texto: 'Tenho', pontos: 3 }]);
    const [audit] = await db.select().from(auditoria).where(eq(auditoria.acao, 'perguntaPerfil.alterada')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit.detalhes).toMatchObject({ antes: { texto: 'Você tem reserva de emergência?' }, depois: { texto: 'Você tem uma reserva de emergência?' } });

    const bad = await send('PUT', `/api/atualizarPerguntaPerfil/${question.id}`, { texto: ' ', respostas: [{ texto: 'Só uma', pontos: 1 }] }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(['texto', 'respostas']);
    const foreignAnswer = await send('PUT', `/api/atualizarPerguntaPerfil/${question.id}`, { texto: 'X', respostas: [{ id: 1, texto: 'A', pontos: 1 }, { texto: 'B', pontos: 2 }] }, admin);
    expect(foreignAnswer.statusCode).toBe(400);
    expect((await send('PUT', '/api/atualizarPerguntaPerfil/999999', { texto: 'X', respostas: [{ texto: 'A', pontos: 1 }, { texto: 'B', pontos: 2 }] }, admin)).statusCode).toBe(404);
    expect((await send('PUT', `/api/atualizarPerguntaPerfil/${question.id}`, { texto: 'X', respostas: [{ texto: 'A', pontos: 1 }, { texto: 'B', pontos: 2 }] }, people.carlos.token)).statusCode).toBe(403);

    const deleted = await send('DELETE', `/api/excluirPerguntaPerfil/${question.id}`, undefined, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().perguntas).toHaveLength(5);
    expect((await db.select().from(perguntaPerfil).where(eq(perguntaPerfil.id, question.id))).length).toBe(0);
    expect((await send('DELETE', `/api/excluirPerguntaPerfil/${question.id}`, undefined, admin)).statusCode).toBe(404);
    // Back to the seeded ranges.
    expect((await send('PUT', `/api/atualizarFaixasPerfil/${hpe}`, { faixas: await rangesOf(hpe, [[5, 7], [8, 11], [12, 15], [16, 20]]) }, admin)).statusCode).toBe(200);
  });

  it('ranges: 400 for an overlap, a gap and a missing profile', async () => {
    const overlap = await send('PUT', `/api/atualizarFaixasPerfil/${hpe}`, { faixas: await rangesOf(hpe, [[5, 8], [8, 11], [12, 15], [16, 20]]) }, admin);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors[0]).toMatchObject({ type: 'overlap', message: 'As faixas dos perfis Super Conservador e Conservador se sobrepõem: cada pontuação deve levar a um só perfil.' });
    const gap = await send('PUT', `/api/atualizarFaixasPerfil/${hpe}`, { faixas: await rangesOf(hpe, [[5, 6], [8, 11], [12, 15], [16, 20]]) }, admin);
    expect(gap.json().errors[0].type).toBe('gap');
    const missing = await send('PUT', `/api/atualizarFaixasPerfil/${hpe}`, { faixas: (await rangesOf(hpe, [[5, 7], [8, 11], [12, 15], [16, 20]])).slice(1) }, admin);
    expect(missing.json().errors[0].message).toBe('Informe a faixa de pontuação do perfil Super Conservador.');
    expect((await send('PUT', `/api/atualizarFaixasPerfil/${hpe}`, { faixas: [] }, people.carlos.token)).statusCode).toBe(403);
  });

  it('profiles: description and composition (100.00 %), audited; 400 otherwise; the window days 1–28', async () => {
    const [, conservador] = await profilesOf(hpe);
    const listed = await get(`/api/retornarPerfisInvestimento/${hpe}`, admin);
    expect(listed.json().janela).toEqual({ diaInicioJanela: 1, diaFimJanela: 15 });
    const url = `/api/atualizarPerfilInvestimento/${conservador.id}`;
    const updated = await send('PUT', url, { descricao: 'Renda fixa e um pouco de bolsa.', composicao: [{ classe: 'Renda fixa', percentual: '87.5' }, { classe: 'Renda variável', percentual: '12.50' }] }, admin);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().composicao).toEqual([{ classe: 'Renda fixa', percentual: '87.50' }, { classe: 'Renda variável', percentual: '12.50' }]);
    const notHundred = await send('PUT', url, { descricao: 'x', composicao: [{ classe: 'Renda fixa', percentual: '90' }, { classe: 'Renda variável', percentual: '9.99' }] }, admin);
    expect(notHundred.statusCode).toBe(400);
    expect(notHundred.json().errors).toEqual([{ path: 'composicao', message: 'Os percentuais somam 99,99 %; devem somar 100,00 %.', type: 'sum' }]);
    expect((await send('PUT', '/api/atualizarPerfilInvestimento/999999', { descricao: 'x', composicao: [{ classe: 'A', percentual: '100' }] }, admin)).statusCode).toBe(404);
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'perfilInvestimento.alterado')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit.detalhes).toMatchObject({ antes: { composicao: [{ percentual: '90.00' }, { percentual: '10.00' }] }, depois: { composicao: [{ percentual: '87.50' }, { percentual: '12.50' }] } });

    const window = await send('PUT', `/api/atualizarJanelaPerfil/${hpe}`, { diaInicioJanela: 5, diaFimJanela: 20 }, admin);
    expect(window.json()).toEqual({ diaInicioJanela: 5, diaFimJanela: 20 });
    const view = await on(lastMonthDay(18), () => get(`/api/retornarPerfilInvestimento/${linkOf('carlos', hpe).id}`, people.carlos.token));
    expect(view.json().janela.aberta).toBe(true);
    const inverted = await send('PUT', `/api/atualizarJanelaPerfil/${hpe}`, { diaInicioJanela: 20, diaFimJanela: 5 }, admin);
    expect(inverted.statusCode).toBe(400);
    expect((await send('PUT', `/api/atualizarJanelaPerfil/${hpe}`, { diaInicioJanela: 0, diaFimJanela: 29 }, admin)).json().errors.map((error: { path: string }) => error.path)).toEqual(['diaInicioJanela', 'diaFimJanela']);
    expect((await send('PUT', `/api/atualizarJanelaPerfil/${maisValor}`, { diaInicioJanela: 1, diaFimJanela: 15 }, admin)).statusCode).toBe(409);
    expect((await send('PUT', `/api/atualizarJanelaPerfil/${hpe}`, { diaInicioJanela: 1, diaFimJanela: 15 }, people.carlos.token)).statusCode).toBe(403);
    expect((await send('PUT', `/api/atualizarJanelaPerfil/${hpe}`, { diaInicioJanela: 1, diaFimJanela: 15 }, admin)).statusCode).toBe(200);
  });
});

async function rangesOf(idPlano: number, ranges: Array<[number, number]>) {
  const profiles = await profilesOf(idPlano);
  return profiles.map((profile, index) => ({ idPerfilInvestimento: profile.id, pontuacaoMinima: ranges[index][0], pontuacaoMaxima: ranges[index][1] }));
}
