import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, monthsUntilAge } from '@/domain/benefit-simulator-projection';
import { SIMULATION_MESSAGES } from '@/domain/benefit-simulator-input';
import { Money } from '@/domain/money';
import { fundToday } from '@/domain/business-days';
import { auditoria } from '@/server/db/schema/audit';
import { contribuicao } from '@/server/db/schema/contributions';
import { plano } from '@/server/db/schema/plans';
import { apiOf, bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: string;
const links: Record<string, number> = {};
const tokens: Record<string, string> = {};
let idPlanoHpe: number;

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['carlos', 'sofia', 'bruno'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    tokens[name] = token;
    links[name] = (await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) })).json()[0].id;
  }
  [{ id: idPlanoHpe }] = await context.database.db.select({ id: plano.id }).from(plano).where(eq(plano.nome, 'HPE'));
});
afterAll(() => context.close());

const { get } = apiOf(() => context.app);
const simulate = (payload: Record<string, unknown>, options: { token?: string; remoteAddress?: string } = {}) =>
  context.app.inject({ method: 'POST', url: '/api/simularBeneficio', payload, headers: options.token ? bearer(options.token) : {}, remoteAddress: options.remoteAddress });

// domain-rules.md: S0 = 100 000, C = 1 000/month, 4 % a.a., n = 240.
const worked = { saldoInicial: '100000.00', contribuicaoMensal: '1000.00', rentabilidadeAnual: '4.00', meses: 240, formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 12 };

describe('POST /api/simularBeneficio', () => {
  it('answers the worked numbers of domain-rules.md to the centavo, without a session', async () => {
    const response = await simulate(worked);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ saldoProjetado: '582954.04', rendaMensal: '3510.66' });
    expect(body.contribuicaoNecessaria).toBeUndefined();
    expect(body.evolucao).toHaveLength(241);
    expect(body.evolucao[0]).toEqual({ mes: 0, saldo: '100000.00' });
    expect(body.evolucao[1]).toEqual({ mes: 1, saldo: '101327.37' });
    expect(body.evolucao[240]).toEqual({ mes: 240, saldo: '582954.04' });
    expect((await simulate({ ...worked, prazoMeses: 120 })).json()).toMatchObject({ saldoProjetado: '582954.04', rendaMensal: '5882.33' });
    const { prazoMeses: _term, ...withoutTerm } = worked;
    expect((await simulate({ ...withoutTerm, formaRenda: 'percentual', percentualSaldo: '0.50' })).json()).toMatchObject({ saldoProjetado: '582954.04', rendaMensal: '2914.77' });
  });

  it('with 13 payments a year pays R$ 3 245,07 thirteen times (FV = R·[a(240, i_m) + a(20, 4 %)])', async () => {
    const body = (await simulate({ ...worked, pagamentosPorAno: 13 })).json();
    expect(body).toMatchObject({ saldoProjetado: '582954.04', rendaMensal: '3245.07' });
  });

  it('is the same for a signed-in caller', async () => {
    expect((await simulate(worked, { token: tokens.carlos })).json()).toMatchObject({ saldoProjetado: '582954.04', rendaMensal: '3510.66' });
  });

  it('reverse mode: for R$ 3 510,66 over 240 months the contribution needed is R$ 1 000,01, rounded up so the income is reached', async () => {
    const { contribuicaoMensal: _contribution, ...reverse } = worked;
    const body = (await simulate({ ...reverse, rendaDesejada: '3510.66' })).json();
    expect(body.contribuicaoNecessaria).toBe('1000.01');
    expect(new Money(body.rendaMensal).gte('3510.66')).toBe(true);
    expect(body.evolucao.at(-1).saldo).toBe(body.saldoProjetado);
    // An empty contribution is not informed: the same reverse mode.
    expect((await simulate({ ...reverse, contribuicaoMensal: '', rendaDesejada: '3510.66' })).json().contribuicaoNecessaria).toBe('1000.01');
    // Today's balance already pays a small income: nothing more is needed.
    expect((await simulate({ ...reverse, rendaDesejada: '100.00' })).json().contribuicaoNecessaria).toBe('0.00');
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a negative balance', { saldoInicial: '-1.00' }, 'saldoInicial', SIMULATION_MESSAGES.saldoInicial],
    ['a balance with 3 decimals', { saldoInicial: '100.001' }, 'saldoInicial', SIMULATION_MESSAGES.saldoInicial],
    ['a balance that is not a number', { saldoInicial: 'abc' }, 'saldoInicial', SIMULATION_MESSAGES.saldoInicial],
    ['an absurd balance', { saldoInicial: '100000000.00' }, 'saldoInicial', SIMULATION_MESSAGES.saldoInicial],
    ['a contribution with a comma', { contribuicaoMensal: '1000,00' }, 'contribuicaoMensal', SIMULATION_MESSAGES.contribuicaoMensal],
    ['neither contribution nor desired income', { contribuicaoMensal: undefined }, 'contribuicaoMensal', SIMULATION_MESSAGES.contribuicaoOuRenda],
    ['both contribution and desired income', { rendaDesejada: '3000.00' }, 'rendaDesejada', SIMULATION_MESSAGES.contribuicaoERenda],
    ['a zero desired income', { contribuicaoMensal: undefined, rendaDesejada: '0.00' }, 'rendaDesejada', SIMULATION_MESSAGES.rendaDesejada],
    ['a negative rate', { rentabilidadeAnual: '-1.00' }, 'rentabilidadeAnual', SIMULATION_MESSAGES.rentabilidadeAnual],
    ['an absurd rate', { rentabilidadeAnual: '20.01' }, 'rentabilidadeAnual', SIMULATION_MESSAGES.rentabilidadeAnual],
    ['zero months', { meses: 0 }, 'meses', SIMULATION_MESSAGES.meses],
    ['an over-long accumulation', { meses: 601 }, 'meses', SIMULATION_MESSAGES.meses],
    ['an unknown income form', { formaRenda: 'vitalicia' }, 'formaRenda', SIMULATION_MESSAGES.formaRenda],
    ['a term missing', { prazoMeses: undefined }, 'prazoMeses', SIMULATION_MESSAGES.prazoMeses],
    ['an over-long term', { prazoMeses: 601 }, 'prazoMeses', SIMULATION_MESSAGES.prazoMeses],
    ['a share missing', { formaRenda: 'percentual' }, 'percentualSaldo', SIMULATION_MESSAGES.percentualSaldo],
    ['a zero share', { formaRenda: 'percentual', percentualSaldo: '0.00' }, 'percentualSaldo', SIMULATION_MESSAGES.percentualSaldo],
    ['a share over 2 % a month', { formaRenda: 'percentual', percentualSaldo: '2.01' }, 'percentualSaldo', SIMULATION_MESSAGES.percentualSaldo],
    ['14 payments a year', { pagamentosPorAno: 14 }, 'pagamentosPorAno', SIMULATION_MESSAGES.pagamentosPorAno],
  ];
  it.each(cases)('refuses %s with 400 and a Portuguese message for its field', async (_case, change, path, message) => {
    const payload = Object.fromEntries(Object.entries({ ...worked, ...change }).filter(([, value]) => value !== undefined));
    const response = await simulate(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([{ path, message, type: expect.any(String) }]);
  });

  it('refuses values of the wrong type and unknown fields with 400 naming the field, never 500', async () => {
    for (const [change, field] of [
      [{ meses: 'doze' }, 'meses'],
      [{ meses: 12.5 }, 'meses'],
      [{ saldoInicial: 100000 }, 'saldoInicial'],
      [{ pagamentosPorAno: '12' }, 'pagamentosPorAno'],
      [{ extra: 1 }, 'additionalProperties'],
    ] as const) {
      const response = await simulate({ ...worked, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(response.json().errors)).toContain(field);
    }
  });

  it('is limited per address like the other public routes (429 past the limit)', async () => {
    const remoteAddress = '198.51.100.7';
    const limit = context.config.publicRouteRateLimit;
    const small = { ...worked, meses: 1, prazoMeses: 1 };
    for (let index = 0; index < limit; index += 1) expect((await simulate(small, { remoteAddress })).statusCode).toBe(200);
    const refused = await simulate(small, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
    // Another address is not affected.
    expect((await simulate(small, { remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
  });
});

describe('GET /api/retornarDadosSimulacao/{idVinculoPlano}', () => {
  it("starts from Carlos's real balance (the home's and the balance extract's), his latest contribution, age and the plan's parameters", async () => {
    const response = await get(`/api/retornarDadosSimulacao/${links.carlos}`, tokens.carlos);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const panel = (await get(`/api/retornarPainelParticipante/${links.carlos}`, tokens.carlos)).json();
    const balance = (await get(`/api/retornarSaldo/${links.carlos}`, tokens.carlos)).json();
    expect(body.saldoAtual).toBe(panel.saldo.total);
    expect(body.saldoAtual).toBe(balance.saldoTotal);
    expect(body.dataSaldo).toBe(balance.dataCota);

    const today = fundToday();
    expect(body).toMatchObject({
      idVinculoPlano: links.carlos,
      dataReferencia: today,
      dataNascimento: '1979-07-21',
      idadeAtual: ageOn('1979-07-21', today),
      parametros: { pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60 },
      mesesAteAposentadoria: monthsUntilAge('1979-07-21', 60, today),
    });

    // The monthly contributions of the latest paid competence, read straight from the table.
    const db = context.database.db;
    const monthly = and(eq(contribuicao.idVinculoPlano, links.carlos), eq(contribuicao.status, 'paga'), inArray(contribuicao.tipo, ['basica', 'suplementar', 'patrocinadora']));
    const [latest] = await db.select({ competencia: contribuicao.competencia }).from(contribuicao).where(monthly).orderBy(desc(contribuicao.competencia)).limit(1);
    const rows = await db.select().from(contribuicao).where(and(monthly, eq(contribuicao.competencia, latest.competencia)));
    const sum = (types: string[]) => rows.filter((row) => types.includes(row.tipo)).reduce((total, row) => total.plus(row.valor), new Money(0)).toFixed(2);
    expect(body.contribuicaoMensal).toEqual({
      competencia: latest.competencia.slice(0, 7),
      participante: sum(['basica', 'suplementar']),
      patrocinadora: sum(['patrocinadora']),
      total: sum(['basica', 'suplementar', 'patrocinadora']),
    });
    // Carlos: 6 % + 5 % of R$ 12 500 and the sponsor's match.
    expect(new Money(body.contribuicaoMensal.participante).gt(0)).toBe(true);
    expect(new Money(body.contribuicaoMensal.patrocinadora).gt(0)).toBe(true);
  });

  it('a link that no longer contributes (Bruno, BPD) starts from today\'s balance alone: no monthly contribution', async () => {
    const body = (await get(`/api/retornarDadosSimulacao/${links.bruno}`, tokens.bruno)).json();
    expect(body.contribuicaoMensal).toBeNull();
    expect(new Money(body.saldoAtual).gt(0)).toBe(true);
  });

  it('answers 401 without a session, 403 for another person\'s link or an absent one, and lets an administrator read any (404 when absent)', async () => {
    expect((await get(`/api/retornarDadosSimulacao/${links.carlos}`)).statusCode).toBe(401);
    expect((await get(`/api/retornarDadosSimulacao/${links.sofia}`, tokens.carlos)).statusCode).toBe(403);
    expect((await get('/api/retornarDadosSimulacao/999999', tokens.carlos)).statusCode).toBe(403);
    expect((await get(`/api/retornarDadosSimulacao/${links.carlos}`, admin)).statusCode).toBe(200);
    expect((await get('/api/retornarDadosSimulacao/999999', admin)).statusCode).toBe(404);
    expect((await get('/api/retornarDadosSimulacao/abc', tokens.carlos)).statusCode).toBe(400);
  });
});

describe('GET and PUT /api/…ParametrosBeneficio/{idPlano}', () => {
  const SEEDED_RULES = {
    idadeMinima: 55,
    anosMinimosPlano: 10,
    percentualRendaMinimo: '0.30',
    percentualRendaMaximo: '2.00',
    prazoRendaMinimoMeses: 60,
    prazoRendaMaximoMeses: 360,
    mesesEntreAlteracoesRenda: 12,
    percentualSaqueAVista: '25.00',
  };

  it('GET answers exactly the PUT\'s fields, for administrators only', async () => {
    const response = await get(`/api/retornarParametrosBeneficio/${idPlanoHpe}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60, ...SEEDED_RULES });
    expect((await get(`/api/retornarParametrosBeneficio/${idPlanoHpe}`)).statusCode).toBe(401);
    expect((await get(`/api/retornarParametrosBeneficio/${idPlanoHpe}`, tokens.carlos)).statusCode).toBe(403);
    expect((await get('/api/retornarParametrosBeneficio/999', admin)).statusCode).toBe(404);
  });

  const put = (idPlano: number, payload: unknown, token?: string) =>
    context.app.inject({ method: 'PUT', url: `/api/atualizarParametrosBeneficio/${idPlano}`, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });

  it('PUT saves, audits before and after, and changes the simulator\'s default for the plan\'s participants', async () => {
    const changed = { pagamentosPorAno: 12, rentabilidadeReferencia: '5.25', idadeAposentadoria: 65 };
    const response = await put(idPlanoHpe, changed, admin);
    expect(response.statusCode, response.body).toBe(200);
    // The benefit rules left out keep their saved values (tests/api/benefits.test.ts edits them).
    expect(response.json()).toEqual({ ...changed, ...SEEDED_RULES });
    expect((await get(`/api/retornarParametrosBeneficio/${idPlanoHpe}`, admin)).json()).toEqual({ ...changed, ...SEEDED_RULES });
    const data = (await get(`/api/retornarDadosSimulacao/${links.carlos}`, tokens.carlos)).json();
    expect(data.parametros).toEqual(changed);
    expect(data.mesesAteAposentadoria).toBe(monthsUntilAge('1979-07-21', 65, fundToday()));

    const audit = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'configuracaoBeneficio.alterada')).orderBy(auditoria.id);
    expect(audit.at(-1)?.detalhes).toEqual({ idPlano: idPlanoHpe, antes: { pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60, ...SEEDED_RULES }, depois: { ...changed, ...SEEDED_RULES } });

    const restored = { pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60 };
    expect((await put(idPlanoHpe, restored, admin)).statusCode).toBe(200);
  });

  it('PUT refuses bad values with a message per field, and answers 401 / 403 / 404', async () => {
    const valid = { pagamentosPorAno: 13, rentabilidadeReferencia: '4.00', idadeAposentadoria: 60 };
    for (const [change, path, message] of [
      [{ pagamentosPorAno: 11 }, 'pagamentosPorAno', SIMULATION_MESSAGES.pagamentosPorAno],
      [{ rentabilidadeReferencia: '25.00' }, 'rentabilidadeReferencia', SIMULATION_MESSAGES.rentabilidadeReferencia],
      [{ rentabilidadeReferencia: '4,00' }, 'rentabilidadeReferencia', SIMULATION_MESSAGES.rentabilidadeReferencia],
      [{ idadeAposentadoria: 30 }, 'idadeAposentadoria', SIMULATION_MESSAGES.idadeAposentadoria],
    ] as const) {
      const response = await put(idPlanoHpe, { ...valid, ...change }, admin);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toEqual([{ path, message, type: expect.any(String) }]);
    }
    expect((await put(idPlanoHpe, { ...valid, idadeAposentadoria: 'sessenta' }, admin)).statusCode).toBe(400);
    expect((await put(idPlanoHpe, valid)).statusCode).toBe(401);
    expect((await put(idPlanoHpe, valid, tokens.carlos)).statusCode).toBe(403);
    expect((await put(999, valid, admin)).statusCode).toBe(404);
  });
});
