import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Money } from '@/domain/money';
import { planoFuncionalidade, vinculoPlano } from '@/server/db/schema/plans';
import { apiOf, bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

let context: TestContext;
let admin: string;
const links: Record<string, number> = {};
const tokens: Record<string, string> = {};
const people: Record<string, number> = {};
let carlosLinks: Array<{ id: number; matricula: string; plano: { id: number; nomeExibicao: string } }>;
beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['carlos', 'maria', 'sofia'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    tokens[name] = token;
    people[name] = idPessoa;
    const planLinks = (await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) })).json();
    links[name] = planLinks[0].id;
    if (name === 'carlos') carlosLinks = planLinks;
  }
});
afterAll(() => context.close());

const { get } = apiOf(() => context.app);

describe('GET /api/retornarPainelParticipante/{idVinculoPlano}', () => {
  it('gives a contributor the balance (quotas × latest quota value), the last six months and open requests', async () => {
    const response = await get(`/api/retornarPainelParticipante/${links.carlos}`, tokens.carlos);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tipo).toBe('contribuinte');
    // The sum of the accounts' rounded balances (as retornarSaldo): within a centavo per account of the unrounded product.
    expect(new Money(body.saldo.total).minus(new Money(body.saldo.cotas).times(body.saldo.valorCota)).abs().lte('0.02')).toBe(true);
    expect(new Money(body.saldo.total).gt(100_000)).toBe(true);
    expect(body.ultimasContribuicoes).toHaveLength(6);
    // Carlos on HPE: basic 364.08 + supplementary 677.06 + sponsor 364.08 every month (spec §9 formula).
    expect(body.ultimasContribuicoes[0].total).toBe('1405.22');
    const months = body.ultimasContribuicoes.map((row: { competencia: string }) => row.competencia);
    expect([...months].sort().reverse()).toEqual(months);
    expect(body.ultimoContracheque).toBeNull();
    expect(body.solicitacoesAbertas.length).toBeGreaterThan(0);
    expect(body.solicitacoesAbertas.every((item: { status: { id: number } }) => [1, 2, 3].includes(item.status.id))).toBe(true);
  });

  it('gives an assisted person the last paycheck (net) and the next payment date', async () => {
    const body = (await get(`/api/retornarPainelParticipante/${links.maria}`, tokens.maria)).json();
    expect(body.tipo).toBe('beneficiario');
    expect(body.saldo).toBeNull();
    expect(body.ultimoContracheque).toMatchObject({ valorBruto: '6850.00', outrosDescontos: '412.35' });
    const paycheck = body.ultimoContracheque;
    expect(new Money(paycheck.valorBruto).minus(paycheck.impostoRenda).minus(paycheck.outrosDescontos).toFixed(2)).toBe(paycheck.valorLiquido);
    expect(body.proximoPagamento.slice(8)).toBe('25');
    expect(body.proximoPagamento > paycheck.dataPagamento).toBe(true);
  });

  it("refuses another person's link (403) and unknown links without telling whether they exist; administrators see any", async () => {
    expect((await get(`/api/retornarPainelParticipante/${links.maria}`, tokens.carlos)).statusCode).toBe(403);
    expect((await get('/api/retornarPainelParticipante/999999', tokens.carlos)).statusCode).toBe(403);
    expect((await get(`/api/retornarPainelParticipante/${links.sofia}`, admin)).statusCode).toBe(200);
    expect((await get('/api/retornarPainelParticipante/999999', admin)).statusCode).toBe(404);
    expect((await get('/api/retornarPainelParticipante/abc', admin)).statusCode).toBe(400);
    expect((await get(`/api/retornarPainelParticipante/${links.carlos}`)).statusCode).toBe(401);
  });
});

describe('GET /api/retornarPainelAdministrador', () => {
  it('counts open requests by status and conversations waiting for the fund', async () => {
    const response = await get('/api/retornarPainelAdministrador', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.solicitacoesAguardando).toBe(body.solicitacoesPorStatus.reduce((sum: number, row: { total: number }) => sum + row.total, 0));
    expect(body.solicitacoesAguardando).toBeGreaterThan(0);
    expect(body.solicitacoesPorStatus.map((row: { status: { nome: string } }) => row.status.nome)).toEqual(['Recebida', 'Em análise', 'Pendente de documentos']);
    // Three of the six demo conversations end with a participant's unread message.
    expect(body.conversasNaoLidas).toBe(3);
    expect(body.ultimasSolicitacoes[0]).toMatchObject({ pessoa: { nome: expect.any(String) }, status: { id: expect.any(Number) } });
  });

  it('is for administrators only', async () => {
    expect((await get('/api/retornarPainelAdministrador', tokens.carlos)).statusCode).toBe(403);
    expect((await get('/api/retornarPainelAdministrador')).statusCode).toBe(401);
  });
});

describe('the consolidated balance (issue 26): GET /api/retornarSaldoConsolidado/{idPessoa} and the home panel', () => {
  it("gives Carlos each plan link's balance, equal to the centavo to that link's retornarSaldo, and their sum", async () => {
    const response = await get(`/api/retornarSaldoConsolidado/${people.carlos}`, tokens.carlos);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // HPE and DXC, in the plan switcher's order.
    expect(carlosLinks.map((link) => link.plano.nomeExibicao)).toEqual(['HPE', 'DXC']);
    expect(body.vinculos.map((link: { idVinculoPlano: number }) => link.idVinculoPlano)).toEqual(carlosLinks.map((link) => link.id));
    let sum = new Money(0);
    for (const [index, link] of carlosLinks.entries()) {
      const own = (await get(`/api/retornarSaldo/${link.id}`, tokens.carlos)).json();
      expect(body.vinculos[index]).toEqual({ idVinculoPlano: link.id, matricula: link.matricula, plano: { id: link.plano.id, nome: link.plano.nomeExibicao }, saldo: own.saldoTotal, dataCota: own.dataCota });
      expect(new Money(own.saldoTotal).gt(0)).toBe(true);
      sum = sum.plus(own.saldoTotal);
    }
    // The total is the sum of the plans' balances as each is shown (already in centavos), not a product rounded again.
    expect(body.saldoTotal).toBe(sum.toFixed(2));
    expect(body.saldoTotal).toMatch(/^\d+\.\d{2}$/);
  });

  it('comes with the home panel of either of his links, so the home needs no other call; a person with one link gets none there', async () => {
    const consolidated = (await get(`/api/retornarSaldoConsolidado/${people.carlos}`, tokens.carlos)).json();
    for (const link of carlosLinks) {
      expect((await get(`/api/retornarPainelParticipante/${link.id}`, tokens.carlos)).json().saldoConsolidado).toEqual(consolidated);
    }
    // The HPE panel's own balance is the HPE line of the consolidated one.
    expect((await get(`/api/retornarPainelParticipante/${carlosLinks[0].id}`, tokens.carlos)).json().saldo.total).toBe(consolidated.vinculos[0].saldo);
    expect((await get(`/api/retornarPainelParticipante/${links.sofia}`, tokens.sofia)).json().saldoConsolidado).toBeNull();
    const sofia = (await get(`/api/retornarSaldoConsolidado/${people.sofia}`, tokens.sofia)).json();
    expect(sofia.vinculos).toHaveLength(1);
    expect(sofia.saldoTotal).toBe((await get(`/api/retornarSaldo/${links.sofia}`, tokens.sofia)).json().saldoTotal);
  });

  it('leaves out a link whose segment does not offer the balance extract (its own route answers 403)', async () => {
    const [hpe, dxc] = carlosLinks;
    const { db } = context.database;
    const [segment] = await db.select({ idPlano: vinculoPlano.idPlano, idCategoria: vinculoPlano.idCategoria, idSituacao: vinculoPlano.idSituacao }).from(vinculoPlano).where(eq(vinculoPlano.id, dxc.id));
    const row = { ...segment, idFuncionalidade: FUNCTIONALITY.BALANCE_EXTRACT };
    // As an administrator would take it off the DXC taxpayers' segment in the services management, and put it back.
    await db.delete(planoFuncionalidade).where(and(eq(planoFuncionalidade.idPlano, row.idPlano), eq(planoFuncionalidade.idCategoria, row.idCategoria), eq(planoFuncionalidade.idSituacao, row.idSituacao), eq(planoFuncionalidade.idFuncionalidade, row.idFuncionalidade)));
    try {
      expect((await get(`/api/retornarSaldo/${dxc.id}`, tokens.carlos)).statusCode).toBe(403);
      const body = (await get(`/api/retornarSaldoConsolidado/${people.carlos}`, tokens.carlos)).json();
      const hpeBalance = (await get(`/api/retornarSaldo/${hpe.id}`, tokens.carlos)).json().saldoTotal;
      expect(body.vinculos.map((link: { idVinculoPlano: number }) => link.idVinculoPlano)).toEqual([hpe.id]);
      expect(body.saldoTotal).toBe(hpeBalance);
      // Nothing left to add up: the home shows no total.
      expect((await get(`/api/retornarPainelParticipante/${hpe.id}`, tokens.carlos)).json().saldoConsolidado).toBeNull();
    } finally {
      await db.insert(planoFuncionalidade).values(row);
    }
  });

  it("refuses another person's id (403), anonymous callers (401) and bad ids (400); administrators reach anyone, an absent one is 404", async () => {
    expect((await get(`/api/retornarSaldoConsolidado/${people.carlos}`, tokens.maria)).statusCode).toBe(403);
    expect((await get('/api/retornarSaldoConsolidado/999999', tokens.maria)).statusCode).toBe(403);
    expect((await get(`/api/retornarSaldoConsolidado/${people.carlos}`)).statusCode).toBe(401);
    expect((await get('/api/retornarSaldoConsolidado/abc', tokens.carlos)).statusCode).toBe(400);
    expect((await get('/api/retornarSaldoConsolidado/0', tokens.carlos)).statusCode).toBe(400);
    expect((await get(`/api/retornarSaldoConsolidado/${people.carlos}`, admin)).json().vinculos).toHaveLength(2);
    expect((await get('/api/retornarSaldoConsolidado/999999', admin)).statusCode).toBe(404);
    // An administrator viewing the portal as Maria reaches Maria's, not Carlos's.
    const asMaria = (idPessoa: number) => context.app.inject({ method: 'GET', url: `/api/retornarSaldoConsolidado/${idPessoa}`, headers: { ...bearer(admin), 'x-pessoa-alvo': String(people.maria) } });
    expect((await asMaria(people.maria)).statusCode).toBe(200);
    expect((await asMaria(people.carlos)).statusCode).toBe(403);
  });
});

describe('the re-registration banner (issue 26): recadastramentosPendentes in the home panel', () => {
  it('names the open campaign Carlos has not answered, with its deadline, on either of his links', async () => {
    for (const link of carlosLinks) {
      const { recadastramentosPendentes } = (await get(`/api/retornarPainelParticipante/${link.id}`, tokens.carlos)).json();
      expect(recadastramentosPendentes).toEqual([{ idCampanha: expect.any(Number), titulo: `Recadastramento HPE ${new Date().getFullYear()}`, fim: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
      expect(recadastramentosPendentes[0].fim > new Date().toISOString().slice(0, 10)).toBe(true);
    }
    // The same for an administrator viewing the portal as Carlos.
    const asCarlos = await context.app.inject({ method: 'GET', url: `/api/retornarPainelParticipante/${carlosLinks[0].id}`, headers: { ...bearer(admin), 'x-pessoa-alvo': String(people.carlos) } });
    expect(asCarlos.json().recadastramentosPendentes).toHaveLength(1);
  });

  it('is empty for whoever answered (Maria) and for whoever is not in a campaign (Sofia)', async () => {
    expect((await get(`/api/retornarPainelParticipante/${links.maria}`, tokens.maria)).json().recadastramentosPendentes).toEqual([]);
    expect((await get(`/api/retornarPainelParticipante/${links.sofia}`, tokens.sofia)).json().recadastramentosPendentes).toEqual([]);
  });
});
