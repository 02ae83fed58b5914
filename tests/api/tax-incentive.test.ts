import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import { fundToday } from '@/domain/business-days';
import { contribuicao } from '@/server/db/schema/contributions';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: string;
const people: Record<string, { token: string; idPessoa: number; idVinculoPlano: number }> = {};

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['lucas', 'carlos'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(vinculoPlano.id).limit(1);
    people[name] = { token, idPessoa, idVinculoPlano: link.id };
  }
});
afterAll(() => context.close());

const simulate = (body: Record<string, unknown>, token?: string) =>
  context.app.inject({ method: 'POST', url: '/api/simularIncentivoFiscal', headers: token ? bearer(token) : {}, payload: body });
const yearOf = (idVinculoPlano: number, token?: string) =>
  context.app.inject({ method: 'GET', url: `/api/retornarContribuicoesAnuais/${idVinculoPlano}`, headers: token ? bearer(token) : {} });

describe('POST /api/simularIncentivoFiscal', () => {
  it('deducts up to 12 % and saves the difference of the annual table (2026: income 120 000, contributions 14 400 → R$ 3 960,00)', async () => {
    const response = await simulate({ rendaTributavelAnual: '120000.00', contribuicoesAnuais: '14400.00', ano: 2026 }, people.lucas.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ano: 2026,
      limiteDedutivel: '14400.00',
      deducaoPermitida: '14400.00',
      contribuicaoExcedente: '0.00',
      contribuicaoAdicionalPossivel: '0.00',
      // 120 000 × 27,5 % − 10 904,66 and 105 600 × 27,5 % − 10 904,66.
      impostoSemContribuicao: '22095.34',
      impostoComContribuicao: '18135.34',
      economiaImposto: '3960.00',
      economiaComLimite: '3960.00',
      economiaAdicionalPossivel: '0.00',
      descontoSimplificado: '17640.00',
      impostoDeclaracaoSimplificada: '17244.34',
      completaCompensa: false,
    });
  });

  it('caps contributions above 12 % and says how much more fits when below it', async () => {
    const above = (await simulate({ rendaTributavelAnual: '120000', contribuicoesAnuais: '20000', ano: 2026 }, people.lucas.token)).json();
    expect(above).toMatchObject({ deducaoPermitida: '14400.00', contribuicaoExcedente: '5600.00', contribuicaoAdicionalPossivel: '0.00', economiaImposto: '3960.00' });
    const below = (await simulate({ rendaTributavelAnual: '80000', contribuicoesAnuais: '6000', ano: 2026 }, people.lucas.token)).json();
    // Reducer band: 8 429,73 − 0,095575 × 80 000 = 783,73 off both taxes, so the saving is 27,5 % of 6 000.
    expect(below).toMatchObject({ limiteDedutivel: '9600.00', contribuicaoAdicionalPossivel: '3600.00', impostoSemContribuicao: '10311.61', impostoComContribuicao: '8661.61', economiaImposto: '1650.00', economiaAdicionalPossivel: '990.00' });
  });

  it('uses the year asked, the current one by default, and other deductions of the complete return', async () => {
    const in2025 = (await simulate({ rendaTributavelAnual: '50000', contribuicoesAnuais: '6000', ano: 2025 }, people.lucas.token)).json();
    expect(in2025).toMatchObject({ impostoSemContribuicao: '3195.03', impostoComContribuicao: '1920.97', economiaImposto: '1274.06', descontoSimplificado: '10000.00' });
    const current = (await simulate({ rendaTributavelAnual: '50000', contribuicoesAnuais: '6000' }, people.lucas.token)).json();
    expect(current.ano).toBe(Number(fundToday().slice(0, 4)));
    const withOthers = (await simulate({ rendaTributavelAnual: '120000', contribuicoesAnuais: '14400', outrasDeducoes: '12000', ano: 2026 }, people.lucas.token)).json();
    // 108 000 × 27,5 % − 10 904,66 = 18 795,34; less 14 400: 93 600 → 14 835,34; complete beats simplified (17 244,34).
    expect(withOthers).toMatchObject({ impostoSemContribuicao: '18795.34', impostoComContribuicao: '14835.34', economiaImposto: '3960.00', completaCompensa: true });
  });

  it('answers 401 without a session and 400 with a Portuguese message per field', async () => {
    expect((await simulate({ rendaTributavelAnual: '1000', contribuicoesAnuais: '0' })).statusCode).toBe(401);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rendaTributavelAnual: '0', contribuicoesAnuais: '0' }, 'rendaTributavelAnual'],
      [{ rendaTributavelAnual: '-5', contribuicoesAnuais: '0' }, 'rendaTributavelAnual'],
      [{ rendaTributavelAnual: 'abc', contribuicoesAnuais: '0' }, 'rendaTributavelAnual'],
      [{ rendaTributavelAnual: '1000.001', contribuicoesAnuais: '0' }, 'rendaTributavelAnual'],
      [{ rendaTributavelAnual: '1000', contribuicoesAnuais: '-1' }, 'contribuicoesAnuais'],
      [{ rendaTributavelAnual: '1000', contribuicoesAnuais: '100000000.01' }, 'contribuicoesAnuais'],
      [{ rendaTributavelAnual: '1000', contribuicoesAnuais: '0', outrasDeducoes: 'x' }, 'outrasDeducoes'],
      [{ rendaTributavelAnual: '1000', contribuicoesAnuais: '0', ano: 2019 }, 'ano'],
    ];
    for (const [body, path] of cases) {
      const response = await simulate(body, people.lucas.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].path).toBe(path);
      expect(response.json().errors[0].message).toMatch(/^Informe /);
    }
    expect((await simulate({ rendaTributavelAnual: 1000, contribuicoesAnuais: '0' }, people.lucas.token)).statusCode).toBe(400);
    expect((await simulate({ rendaTributavelAnual: '1000' }, people.lucas.token)).statusCode).toBe(400);
    expect((await simulate({ rendaTributavelAnual: '1000', contribuicoesAnuais: '0' }, admin)).statusCode).toBe(200);
  });
});

describe('GET /api/retornarContribuicoesAnuais/{idVinculoPlano}', () => {
  it("sums Lucas's own paid contributions of the year (not the sponsor's), as SQL sums them", async () => {
    const response = await yearOf(people.lucas.idVinculoPlano, people.lucas.token);
    expect(response.statusCode, response.body).toBe(200);
    const year = Number(fundToday().slice(0, 4));
    const [expected] = await context.database.db
      .select({ total: sum(contribuicao.valor) })
      .from(contribuicao)
      .where(
        and(
          eq(contribuicao.idVinculoPlano, people.lucas.idVinculoPlano),
          inArray(contribuicao.tipo, ['basica', 'suplementar', 'esporadica']),
          eq(contribuicao.status, 'paga'),
          gte(contribuicao.competencia, `${year}-01-01`),
          lt(contribuicao.competencia, `${year + 1}-01-01`),
        ),
      );
    const body = response.json();
    expect(body.ano).toBe(year);
    expect(body.contribuicoesAnuais).toBe(Number(expected.total ?? 0).toFixed(2));
    // R$ 420,00 a month of his own (the sponsor's 420,00 is not his to deduct).
    expect(Number(body.contribuicoesAnuais)).toBe(420 * body.meses);
    expect(body.meses).toBeGreaterThan(0);
  });

  it("refuses another's link (403), no session (401), an absent link for an administrator (404)", async () => {
    expect((await yearOf(people.carlos.idVinculoPlano, people.lucas.token)).statusCode).toBe(403);
    expect((await yearOf(people.lucas.idVinculoPlano)).statusCode).toBe(401);
    expect((await yearOf(2_000_000_000, admin)).statusCode).toBe(404);
    expect((await yearOf(people.lucas.idVinculoPlano, admin)).statusCode).toBe(200);
  });
});
