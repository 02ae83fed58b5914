import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Money } from '@/domain/money';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: string;
const links: Record<string, number> = {};
const tokens: Record<string, string> = {};
beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['carlos', 'maria', 'sofia'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    tokens[name] = token;
    links[name] = (await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) })).json()[0].id;
  }
});
afterAll(() => context.close());

const get = (url: string, token?: string) => context.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

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
