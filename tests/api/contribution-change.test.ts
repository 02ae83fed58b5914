import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { nextCompetence } from '@/domain/contribution-change-choice';
import { REQUEST_STATUS } from '@/domain/requests';
import { fundToday } from '@/domain/business-days';
import { configuracaoContribuicao } from '@/server/db/schema/sporadic-contribution';
import { requisicao } from '@/server/db/schema/requests';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: string;
const people: Record<string, { token: string; idPessoa: number; idVinculoPlano: number; idPlano: number }> = {};

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['carlos', 'lucas', 'maria'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(vinculoPlano.id).limit(1);
    people[name] = { token, idPessoa, idVinculoPlano: link.id, idPlano: link.idPlano };
  }
});
afterAll(() => context.close());

const post = (url: string, body: Record<string, unknown>, token?: string) => context.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: body });
const change = (body: Record<string, unknown>, token?: string) => post('/api/enviarAlteracaoContribuicao', body, token);
const suspend = (body: Record<string, unknown>, token?: string) => post('/api/enviarSuspensaoContribuicao', body, token);
const describeLink = (idVinculoPlano: number, token?: string) =>
  context.app.inject({ method: 'GET', url: `/api/retornarContribuicaoAtual/${idVinculoPlano}`, headers: token ? bearer(token) : {} });
const of = (name: string, extra: Record<string, unknown> = {}) => ({ idPessoa: people[name].idPessoa, idVinculoPlano: people[name].idVinculoPlano, ...extra });
const conclude = (id: number) => post(`/api/alterarStatusSolicitacao/${id}`, { idStatus: REQUEST_STATUS.DONE, comentario: 'Aprovado.' }, admin);
const cancel = (id: number, token: string) => context.app.inject({ method: 'POST', url: `/api/cancelarSolicitacao/${id}`, headers: bearer(token), payload: {} });
const linkRow = (id: number) => context.database.db.query.vinculoPlano.findFirst({ where: eq(vinculoPlano.id, id) });

describe('GET /api/retornarContribuicaoAtual/{idVinculoPlano}', () => {
  it("gives Carlos's percentages with the §9 R$ of each part, the effective month and the suspension limit", async () => {
    const response = await describeLink(people.carlos.idVinculoPlano, people.carlos.token);
    expect(response.statusCode, response.body).toBe(200);
    // 1.0833 × 12 500 = 13 541,25; basic 6 % × (13 541,25 − 7 473,30) = 364,08; supplementary 5 % × 13 541,25 = 677,06.
    expect(response.json()).toEqual({
      forma: 'percentual',
      salario: '12500.00',
      valorContribuicao: null,
      percentualBasica: '6.00',
      percentualSuplementar: '5.00',
      contribuicaoBasica: '364.08',
      contribuicaoSuplementar: '677.06',
      contribuicaoTotal: '1041.14',
      vigencia: nextCompetence(fundToday()),
      suspensaoMesesMaximo: 6,
      alteracaoAberta: null,
      suspensaoAberta: null,
    });
  });

  it("gives Lucas (Mais Valor) his monthly value, and refuses another's link (403), no session (401), an absent one for an admin (404)", async () => {
    expect((await describeLink(people.lucas.idVinculoPlano, people.lucas.token)).json()).toMatchObject({ forma: 'valor', valorContribuicao: '420.00', contribuicaoTotal: '420.00' });
    expect((await describeLink(people.carlos.idVinculoPlano, people.lucas.token)).statusCode).toBe(403);
    expect((await describeLink(people.carlos.idVinculoPlano)).statusCode).toBe(401);
    expect((await describeLink(2_000_000_000, admin)).statusCode).toBe(404);
    expect((await describeLink(people.carlos.idVinculoPlano, admin)).statusCode).toBe(200);
  });
});

describe('POST /api/enviarAlteracaoContribuicao', () => {
  it('refuses no session (401), another person (403) and another person’s link (403)', async () => {
    expect((await change(of('carlos', { percentualSuplementar: 8 }))).statusCode).toBe(401);
    expect((await change(of('carlos', { percentualSuplementar: 8 }), people.lucas.token)).statusCode).toBe(403);
    expect((await change({ idPessoa: people.lucas.idPessoa, idVinculoPlano: people.carlos.idVinculoPlano, valorContribuicao: '500' }, people.lucas.token)).statusCode).toBe(403);
    expect((await change({ idPessoa: people.carlos.idPessoa, idVinculoPlano: 2_000_000_000, percentualSuplementar: 8 }, admin)).statusCode).toBe(404);
  });

  it('answers 400 with a Portuguese message per field, with the onboarding’s rules of spec §5', async () => {
    const cases: Array<[Record<string, unknown>, string, string | RegExp]> = [
      [{ percentualBasica: 7 }, 'percentualBasica', 'A contribuição básica vai de 0 a 6%.'],
      [{ percentualBasica: 4, percentualSuplementar: 5 }, 'percentualSuplementar', 'A contribuição suplementar exige a básica de 6%.'],
      [{ percentualSuplementar: 26 }, 'percentualSuplementar', 'A contribuição suplementar vai de 0 a 25%.'],
      [{ percentualSuplementar: 'oito' }, 'percentualSuplementar', 'A contribuição suplementar vai de 0 a 25%.'],
      [{ percentualSuplementar: 5.555 }, 'percentualSuplementar', 'A contribuição suplementar vai de 0 a 25%.'],
      [{ percentualBasica: 0, percentualSuplementar: 0 }, 'percentualBasica', 'Informe a contribuição básica ou a suplementar.'],
      [{ valorContribuicao: '500' }, 'valorContribuicao', /percentual do salário/],
      [{ percentualBasica: 6, percentualSuplementar: 5 }, 'percentualBasica', 'A contribuição informada é igual à atual. Altere o valor ou os percentuais para pedir a mudança.'],
    ];
    for (const [body, path, message] of cases) {
      const response = await change(of('carlos', body), people.carlos.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].path, JSON.stringify(body)).toBe(path);
      expect(response.json().errors[0].message).toMatch(message);
    }
    const valueCases: Array<[Record<string, unknown>, string, string | RegExp]> = [
      [{ valorContribuicao: '100.00' }, 'valorContribuicao', '*Valor mínimo R$\u00a0122,08'],
      [{ valorContribuicao: '122.079' }, 'valorContribuicao', '*Valor mínimo R$\u00a0122,08'],
      [{}, 'valorContribuicao', '*Valor mínimo R$\u00a0122,08'],
      [{ valorContribuicao: '420.00' }, 'valorContribuicao', /igual à atual/],
      [{ percentualBasica: 6 }, 'percentualBasica', /valor mensal em reais/],
    ];
    for (const [body, path, message] of valueCases) {
      const response = await change(of('lucas', body), people.lucas.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ path });
      expect(response.json().errors[0].message).toMatch(message);
    }
    expect((await change(of('carlos', { percentualBasica: true }), people.carlos.token)).statusCode).toBe(400);
    expect((await change(of('carlos', { extra: 1 }), people.carlos.token)).statusCode).toBe(400);
  });

  it('opens a request of service 8 effective next month with the new and current R$; a second one is 409; concluded, the link changes', async () => {
    const response = await change(of('carlos', { percentualBasica: '6', percentualSuplementar: 8 }), people.carlos.token);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.protocolo).toMatch(/^\d{10}$/);
    // 8 % × 13 541,25 = 1 083,30; with the basic 364,08 → 1 447,38 a month, from next month.
    expect(created.dados).toEqual({
      forma: 'percentual',
      percentualBasica: '6.00',
      percentualSuplementar: '8.00',
      vigencia: nextCompetence(fundToday()),
      salario: '12500.00',
      contribuicaoBasica: '364.08',
      contribuicaoSuplementar: '1083.30',
      contribuicaoTotal: '1447.38',
      percentualBasicaAtual: '6.00',
      percentualSuplementarAtual: '5.00',
      contribuicaoBasicaAtual: '364.08',
      contribuicaoSuplementarAtual: '677.06',
      contribuicaoTotalAtual: '1041.14',
    });
    const stored = await context.database.db.query.requisicao.findFirst({ where: eq(requisicao.id, created.id) });
    expect(stored).toMatchObject({ idFuncionalidade: 8, idVinculoPlano: people.carlos.idVinculoPlano, idStatus: REQUEST_STATUS.RECEIVED });

    const again = await change(of('carlos', { percentualSuplementar: 10 }), people.carlos.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(created.protocolo);
    expect((await describeLink(people.carlos.idVinculoPlano, people.carlos.token)).json().alteracaoAberta).toEqual({ id: created.id, protocolo: created.protocolo });

    // Nothing changes until the fund concludes it in the request centre; then the link takes the new percentages.
    expect(await linkRow(people.carlos.idVinculoPlano)).toMatchObject({ percentualBasica: '6.00', percentualSuplementar: '5.00' });
    const concluded = await conclude(created.id);
    expect(concluded.statusCode, concluded.body).toBe(200);
    expect(await linkRow(people.carlos.idVinculoPlano)).toMatchObject({ percentualBasica: '6.00', percentualSuplementar: '8.00', valorContribuicao: null });
    expect((await describeLink(people.carlos.idVinculoPlano, people.carlos.token)).json()).toMatchObject({ contribuicaoTotal: '1447.38', alteracaoAberta: null });
  });

  it('takes a new value on the value path (Mais Valor) and, concluded, sets it on the link', async () => {
    const response = await change(of('lucas', { valorContribuicao: '650,5' }), people.lucas.token);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().dados).toMatchObject({ forma: 'valor', valorContribuicao: '650.50', contribuicaoTotal: '650.50', valorContribuicaoAtual: '420.00', contribuicaoTotalAtual: '420.00' });
    expect(response.json().dados).not.toHaveProperty('percentualBasica');
    expect((await conclude(response.json().id)).statusCode).toBe(200);
    expect(await linkRow(people.lucas.idVinculoPlano)).toMatchObject({ valorContribuicao: '650.50', percentualBasica: null });
  });

  it('lets an administrator ask for the participant, and a cancelled request no longer blocks a new one', async () => {
    const first = await change(of('carlos', { percentualSuplementar: 10 }), admin);
    expect(first.statusCode, first.body).toBe(201);
    expect((await cancel(first.json().id, people.carlos.token)).statusCode).toBe(200);
    const second = await change(of('carlos', { percentualSuplementar: 12 }), people.carlos.token);
    expect(second.statusCode, second.body).toBe(201);
    expect((await cancel(second.json().id, people.carlos.token)).statusCode).toBe(200);
  });

  it('answers 403 where the service is not offered (Maria, in benefit)', async () => {
    const response = await change(of('maria', { valorContribuicao: '500' }), people.maria.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Este serviço não está disponível para o seu plano.');
    expect((await suspend(of('maria', { meses: 1, motivo: 'x' }), people.maria.token)).statusCode).toBe(403);
  });
});

describe('POST /api/enviarSuspensaoContribuicao', () => {
  it('refuses no session (401), another person’s link (403)', async () => {
    expect((await suspend(of('carlos', { meses: 2, motivo: 'Desemprego' }))).statusCode).toBe(401);
    expect((await suspend({ idPessoa: people.lucas.idPessoa, idVinculoPlano: people.carlos.idVinculoPlano, meses: 2, motivo: 'x' }, people.lucas.token)).statusCode).toBe(403);
    expect((await suspend(of('carlos', { meses: 2, motivo: 'x' }), people.lucas.token)).statusCode).toBe(403);
  });

  it('answers 400 with the plan’s limit in the message, and for a missing reason', async () => {
    for (const meses of [0, 7, -1]) {
      const response = await suspend(of('carlos', { meses, motivo: 'Desemprego' }), people.carlos.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({ path: 'meses', message: 'Escolha de 1 a 6 meses: é o prazo máximo de suspensão do plano.', type: 'range' });
    }
    const blank = await suspend(of('carlos', { meses: 2, motivo: '   ' }), people.carlos.token);
    expect(blank.json().errors[0]).toMatchObject({ path: 'motivo', message: 'Informe o motivo da suspensão.' });
    expect((await suspend(of('carlos', { meses: 2, motivo: 'x'.repeat(501) }), people.carlos.token)).statusCode).toBe(400);
    expect((await suspend(of('carlos', { meses: '2', motivo: 'x' }), people.carlos.token)).statusCode).toBe(400);
  });

  it('opens a request of service 9 from next month for the months asked; a second one is 409; the limit is the plan setting', async () => {
    const response = await suspend(of('carlos', { meses: 3, motivo: '  Licença não remunerada  ' }), people.carlos.token);
    expect(response.statusCode, response.body).toBe(201);
    const today = fundToday();
    expect(response.json().dados).toEqual({ meses: 3, motivo: 'Licença não remunerada', inicio: nextCompetence(today), fim: nextCompetence(today, 3) });
    const again = await suspend(of('carlos', { meses: 1, motivo: 'Outra' }), people.carlos.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(response.json().protocolo);

    await context.database.db.update(configuracaoContribuicao).set({ suspensaoMesesMaximo: 12 }).where(eq(configuracaoContribuicao.idPlano, people.lucas.idPlano));
    expect((await describeLink(people.lucas.idVinculoPlano, people.lucas.token)).json().suspensaoMesesMaximo).toBe(12);
    const twelve = await suspend(of('lucas', { meses: 12, motivo: 'Viagem' }), people.lucas.token);
    expect(twelve.statusCode, twelve.body).toBe(201);
    expect(twelve.json().dados.fim).toBe(nextCompetence(today, 12));
    const requests = await context.database.db.select().from(requisicao).where(and(eq(requisicao.idVinculoPlano, people.lucas.idVinculoPlano), eq(requisicao.idFuncionalidade, 9)));
    expect(requests).toHaveLength(1);
  });
});
