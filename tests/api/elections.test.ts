import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eleicao } from '@/server/db/schema/elections';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

/** Elections (issue 16): every route's 200/201, 400, 401, 403, 404 and 409, with a worked count. */

let context: TestContext;
type Session = { token: string; idPessoa: number };
let ana: Session;
let carlos: Session;
let maria: Session;
let bruno: Session;
let sofia: Session;

const minute = 60_000;
const call = (method: 'GET' | 'POST', url: string, session?: Session | null, payload?: object, headers: Record<string, string> = {}) =>
  context.app.inject({ method, url, payload, headers: { ...(session ? bearer(session.token) : {}), ...headers } });

beforeAll(async () => {
  context = await createTestContext();
  [ana, carlos, maria, bruno, sofia] = await Promise.all([DEMO_ACCOUNTS.ana, DEMO_ACCOUNTS.carlos, DEMO_ACCOUNTS.maria, DEMO_ACCOUNTS.bruno, DEMO_ACCOUNTS.sofia].map((account) => login(context.app, account.cpf)));
}, 60_000);
afterAll(() => context.close());

function electionBody(overrides: Record<string, unknown> = {}) {
  return {
    titulo: 'Conselho Fiscal HPE',
    inicio: new Date(Date.now() - minute).toISOString(),
    fim: new Date(Date.now() + 60 * minute).toISOString(),
    idPlanos: [1],
    vagas: 1,
    candidatos: [{ nome: 'Ana Lúcia', descricao: 'Contadora' }, { nome: 'Bento Ramos' }, { nome: 'Clara Dias' }],
    ...overrides,
  };
}

async function createElection(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/criarEleicao', ana, electionBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  const detail = await call('GET', `/api/retornarEleicao/${id}`, carlos);
  return { id, candidates: detail.json().candidatos as Array<{ id: number; nome: string }> };
}

describe('POST /api/criarEleicao', () => {
  it('creates an election (201) that the plan’s participants list, with its candidates in order', async () => {
    const response = await call('POST', '/api/criarEleicao', ana, electionBody({ idPlanos: [1, 1] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ titulo: 'Conselho Fiscal HPE', vagas: 1, status: 'aberta', encerradaEm: null, idPlanos: [1] });
    const id = response.json().id;
    const detail = (await call('GET', `/api/retornarEleicao/${id}`, carlos)).json();
    expect(detail.candidatos.map((candidate: { nome: string }) => candidate.nome)).toEqual(['Ana Lúcia', 'Bento Ramos', 'Clara Dias']);
    expect(detail.candidatos[1]).toMatchObject({ foto: null, descricao: null });
    expect(detail).toMatchObject({ jaVotou: false, comprovante: null, planos: [{ id: 1, nome: 'HPE' }] });
  });

  it('refuses bad input with the field in error (400)', async () => {
    const reversed = await call('POST', '/api/criarEleicao', ana, electionBody({ inicio: new Date(Date.now() + 2 * minute).toISOString(), fim: new Date(Date.now() + minute).toISOString() }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toContainEqual({ path: 'fim', message: 'O fim da votação deve ser depois do início.', type: 'order' });
    const oneCandidate = await call('POST', '/api/criarEleicao', ana, electionBody({ candidatos: [{ nome: 'Só eu' }] }));
    expect(oneCandidate.json().errors).toContainEqual({ path: 'candidatos', message: 'Uma eleição precisa de ao menos dois candidatos.', type: 'minItems' });
    const problems = await call('POST', '/api/criarEleicao', ana, electionBody({ titulo: ' ', idPlanos: [], vagas: 4, candidatos: [{ nome: 'Rui' }, { nome: 'rui' }, { nome: 'Zé', foto: 999_999 }] }));
    expect(problems.statusCode).toBe(400);
    expect(problems.json().errors.map((error: { path: string }) => error.path)).toEqual(['titulo', 'idPlanos', 'candidatos/1/nome', 'vagas', 'candidatos/2/foto']);
    const unknownPlan = await call('POST', '/api/criarEleicao', ana, electionBody({ idPlanos: [999] }));
    expect(unknownPlan.json().errors).toContainEqual({ path: 'idPlanos', message: 'O plano 999 não existe.', type: 'exists' });
    expect((await call('POST', '/api/criarEleicao', ana, { ...electionBody(), extra: 1 })).statusCode).toBe(400);
    expect((await call('POST', '/api/criarEleicao', ana, electionBody({ vagas: 0 }))).statusCode).toBe(400);
  });

  it('is for administrators (403 for participants, 401 without a session)', async () => {
    expect((await call('POST', '/api/criarEleicao', carlos, electionBody())).statusCode).toBe(403);
    expect((await call('POST', '/api/criarEleicao', null, electionBody())).statusCode).toBe(401);
  });
});

describe('GET /api/retornarEleicoes and /api/retornarEleicao/{id}', () => {
  it('lists the elections of the caller’s plans; administrators see all, with how many voted', async () => {
    const ofCarlos = (await call('GET', '/api/retornarEleicoes', carlos)).json();
    expect(ofCarlos.map((item: { titulo: string }) => item.titulo)).toContain('Conselho Deliberativo 2027–2030');
    expect(ofCarlos.map((item: { titulo: string }) => item.titulo)).not.toContain('Conselho Fiscal 2026–2029');
    expect(ofCarlos.every((item: { votantes: number | null }) => item.votantes === null)).toBe(true);
    const ofSofia = (await call('GET', '/api/retornarEleicoes', sofia)).json();
    expect(ofSofia.map((item: { titulo: string; status: string; jaVotou: boolean }) => [item.titulo, item.status, item.jaVotou])).toEqual([['Conselho Fiscal 2026–2029', 'encerrada', true]]);
    const all = (await call('GET', '/api/retornarEleicoes', ana)).json();
    expect(all.find((item: { titulo: string }) => item.titulo === 'Conselho Fiscal 2026–2029')).toMatchObject({ votantes: 2, totalCandidatos: 3, planos: [{ id: 4, nome: 'Mais Valor' }] });
    expect((await call('GET', '/api/retornarEleicoes')).statusCode).toBe(401);
  });

  it('an administrator viewing as Carlos sees Carlos’s elections', async () => {
    const asCarlos = await call('GET', '/api/retornarEleicoes', ana, undefined, { 'x-pessoa-alvo': String(carlos.idPessoa) });
    expect(asCarlos.json().map((item: { titulo: string }) => item.titulo)).not.toContain('Conselho Fiscal 2026–2029');
  });

  it('refuses another plan’s election (403), an absent one (404), a malformed id (400) and visitors (401)', async () => {
    const { id } = await createElection();
    expect((await call('GET', `/api/retornarEleicao/${id}`, sofia)).statusCode).toBe(403);
    expect((await call('GET', `/api/retornarEleicao/${id}`, ana)).statusCode).toBe(200);
    expect((await call('GET', '/api/retornarEleicao/999999', carlos)).statusCode).toBe(404);
    expect((await call('GET', '/api/retornarEleicao/abc', carlos)).statusCode).toBe(400);
    expect((await call('GET', `/api/retornarEleicao/${id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/votar', () => {
  it('takes one vote per eligible person and answers with a receipt that does not name the candidate', async () => {
    const { id, candidates } = await createElection();
    const vote = await call('POST', '/api/votar', carlos, { idEleicao: id, idCandidato: candidates[1].id });
    expect(vote.statusCode).toBe(201);
    const receipt = vote.json();
    expect(Object.keys(receipt).sort()).toEqual(['codigo', 'idEleicao', 'titulo', 'votouEm']);
    expect(receipt.codigo).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(vote.body).not.toContain('Bento');
    expect(receipt).not.toHaveProperty('idCandidato');

    const again = await call('POST', '/api/votar', carlos, { idEleicao: id, idCandidato: candidates[0].id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já votou nesta eleição.');

    const detail = (await call('GET', `/api/retornarEleicao/${id}`, carlos)).json();
    expect(detail).toMatchObject({ jaVotou: true, comprovante: { codigo: receipt.codigo, votouEm: receipt.votouEm } });
    expect((await call('GET', `/api/retornarEleicao/${id}`, maria)).json()).toMatchObject({ jaVotou: false, comprovante: null });
    const listed = (await call('GET', '/api/retornarEleicoes', carlos)).json().find((item: { id: number }) => item.id === id);
    expect(listed.jaVotou).toBe(true);
  });

  it('refuses a candidate of another election (400), an absent election (404), another plan (403) and administrators (403)', async () => {
    const first = await createElection();
    const second = await createElection();
    const wrong = await call('POST', '/api/votar', maria, { idEleicao: first.id, idCandidato: second.candidates[0].id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Este candidato não é desta eleição.');
    expect((await call('POST', '/api/votar', maria, { idEleicao: 999999, idCandidato: first.candidates[0].id })).statusCode).toBe(404);
    const otherPlan = await call('POST', '/api/votar', sofia, { idEleicao: first.id, idCandidato: first.candidates[0].id });
    expect(otherPlan.statusCode).toBe(403);
    expect(otherPlan.json().message).toBe('Você não é eleitor desta eleição: ela é dos participantes de outros planos.');
    expect((await call('POST', '/api/votar', ana, { idEleicao: first.id, idCandidato: first.candidates[0].id })).statusCode).toBe(403);
    const actingFor = await call('POST', '/api/votar', ana, { idEleicao: first.id, idCandidato: first.candidates[0].id }, { 'x-pessoa-alvo': String(maria.idPessoa) });
    expect(actingFor.statusCode).toBe(403);
    expect(actingFor.json().message).toBe('O voto é pessoal: somente o próprio participante pode votar.');
    expect((await call('POST', '/api/votar', null, { idEleicao: first.id, idCandidato: first.candidates[0].id })).statusCode).toBe(401);
    expect((await call('POST', '/api/votar', maria, { idEleicao: first.id })).statusCode).toBe(400);
    // Nothing was counted by the refusals: Maria may still vote.
    expect((await call('POST', '/api/votar', maria, { idEleicao: first.id, idCandidato: first.candidates[0].id })).statusCode).toBe(201);
  });

  it('votes only while open: before the start, after the end and once closed → 409 with the reason', async () => {
    const later = await createElection({ inicio: new Date(Date.now() + 10 * minute).toISOString() });
    const early = await call('POST', '/api/votar', carlos, { idEleicao: later.id, idCandidato: later.candidates[0].id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A votação desta eleição ainda não começou.');

    const ended = await createElection();
    await context.database.db.update(eleicao).set({ inicio: new Date(Date.now() - 2 * minute), fim: new Date(Date.now() - minute) }).where(eq(eleicao.id, ended.id));
    const late = await call('POST', '/api/votar', carlos, { idEleicao: ended.id, idCandidato: ended.candidates[0].id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A votação desta eleição já terminou.');

    const closed = await createElection();
    expect((await call('POST', `/api/encerrarEleicao/${closed.id}`, ana)).statusCode).toBe(200);
    const afterClosing = await call('POST', '/api/votar', carlos, { idEleicao: closed.id, idCandidato: closed.candidates[0].id });
    expect(afterClosing.statusCode).toBe(409);
    expect(afterClosing.json().message).toBe('Esta eleição foi encerrada.');
  });
});

describe('encerrarEleicao, retornarResultadoEleicao and retornarParticipacaoEleicao', () => {
  it('counts 2–1–0 of 4 eligible HPE people after closing (75.00%), and lists who voted without the choice', async () => {
    const { id, candidates } = await createElection();
    for (const [voter, index] of [[carlos, 0], [maria, 0], [bruno, 1]] as const) {
      expect((await call('POST', '/api/votar', voter, { idEleicao: id, idCandidato: candidates[index].id })).statusCode).toBe(201);
    }
    // Before closing: 409 for whoever may see the election (its state, not the caller, is the reason); 403 for another plan.
    const early = await call('GET', `/api/retornarResultadoEleicao/${id}`, carlos);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('O resultado só é divulgado depois do encerramento da eleição.');
    expect((await call('GET', `/api/retornarResultadoEleicao/${id}`, ana)).statusCode).toBe(409);
    expect((await call('GET', `/api/retornarResultadoEleicao/${id}`, sofia)).statusCode).toBe(403);

    expect((await call('POST', `/api/encerrarEleicao/${id}`, carlos)).statusCode).toBe(403);
    expect((await call('POST', `/api/encerrarEleicao/${id}`)).statusCode).toBe(401);
    expect((await call('POST', '/api/encerrarEleicao/999999', ana)).statusCode).toBe(404);
    const closing = await call('POST', `/api/encerrarEleicao/${id}`, ana);
    expect(closing.statusCode).toBe(200);
    expect(closing.json().status).toBe('encerrada');
    const twice = await call('POST', `/api/encerrarEleicao/${id}`, ana);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esta eleição já foi encerrada.');

    const results = await call('GET', `/api/retornarResultadoEleicao/${id}`, carlos);
    expect(results.statusCode).toBe(200);
    // HPE electorate: Carlos, Maria, Bruno and Otavio (4); 3 voted → 75.00 %.
    expect(results.json()).toEqual({
      idEleicao: id,
      titulo: 'Conselho Fiscal HPE',
      vagas: 1,
      candidatos: [
        { id: candidates[0].id, nome: 'Ana Lúcia', foto: null, votos: 2 },
        { id: candidates[1].id, nome: 'Bento Ramos', foto: null, votos: 1 },
        { id: candidates[2].id, nome: 'Clara Dias', foto: null, votos: 0 },
      ],
      totalVotos: 3,
      participacao: { votantes: 3, eleitores: 4, percentual: '75.00' },
    });
    expect((await call('GET', `/api/retornarResultadoEleicao/${id}`, ana)).json()).toEqual(results.json());
    expect((await call('GET', `/api/retornarResultadoEleicao/${id}`, sofia)).statusCode).toBe(403);
    expect((await call('GET', '/api/retornarResultadoEleicao/999999', carlos)).statusCode).toBe(404);
    expect((await call('GET', `/api/retornarResultadoEleicao/${id}`)).statusCode).toBe(401);

    const participation = await call('GET', `/api/retornarParticipacaoEleicao/${id}`, ana);
    expect(participation.statusCode).toBe(200);
    expect(participation.json().total).toBe(3);
    expect(participation.json().votantes.map((voter: { nome: string }) => voter.nome)).toEqual(['Bruno Vinculado', 'Carlos Contribuinte', 'Maria Assistida']);
    for (const voter of participation.json().votantes) expect(Object.keys(voter).sort()).toEqual(['idPessoa', 'nome', 'votouEm']);
    expect(participation.body).not.toMatch(/candidat|Ana Lúcia|Bento/i);
    expect((await call('GET', `/api/retornarParticipacaoEleicao/${id}`, carlos)).statusCode).toBe(403);
    expect((await call('GET', '/api/retornarParticipacaoEleicao/999999', ana)).statusCode).toBe(404);
  });

  it('shows the seeded Mais Valor results: 1–1–0, 2 of 3 (66.67%)', async () => {
    const [closed] = (await call('GET', '/api/retornarEleicoes', sofia)).json();
    const results = (await call('GET', `/api/retornarResultadoEleicao/${closed.id}`, sofia)).json();
    expect(results.candidatos.map((candidate: { nome: string; votos: number }) => [candidate.nome, candidate.votos])).toEqual([
      ['Marcos Teixeira', 1],
      ['Juliana Reis', 1],
      ['Otávio Lima', 0],
    ]);
    expect(results).toMatchObject({ totalVotos: 2, participacao: { votantes: 2, eleitores: 3, percentual: '66.67' } });
  });
});
