// The server as most run: on UTC. The fund's day must not depend on it. The API files share their worker's process
// (vitest.config.ts): the zone is given back after this file.
const zoneBefore = process.env.TZ;
process.env.TZ = 'UTC';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMonth } from '@/domain/business-days';
import { addMonthsTo } from '@/domain/extracts-period';
import { regressiveRate } from '@/domain/extracts-regressive-tax';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { withServicesOffered } from './same-figure';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

/**
 * One clock for every date the fund computes: the fund's day in Brasília (UTC−3). The server is put at 22:30 in
 * Brasília on the last day of the current month, already 01:30 of the next month in UTC, when the 2nd anniversary
 * of the lot of (next month − 2 years) falls on UTC's day but not on the fund's: the regressive extract and the regime
 * simulator must both date themselves by the fund's day and give that lot the same rate, 35 %, until midnight there.
 */

const month = fundMonth(new Date());
const [year, monthNumber] = month.split('-').map(Number);
const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
const fundDay = `${month}-${String(lastDay).padStart(2, '0')}`;
const nextMonth = addMonthsTo(month, 1);
/** 22:30 in Brasília = 01:30 UTC of the next day. */
const lateEvening = Date.UTC(year, monthNumber - 1, lastDay, 25, 30);
/** 00:00 in Brasília of the next month's first day. */
const midnight = Date.UTC(year, monthNumber - 1, lastDay, 27, 0);
/** The lot two years old on the next month's first day. */
const turningLot = addMonthsTo(nextMonth, -24);

let clockMs = lateEvening;
let context: TestContext;
let carlos: { token: string; link: number };
let diego: { token: string; link: number };

beforeAll(async () => {
  context = await createTestContext({}, { clock: () => clockMs });
  for (const [name, set] of [
    ['carlos', (value: typeof carlos) => (carlos = value)],
    ['diego', (value: typeof diego) => (diego = value)],
  ] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = (await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) })).json();
    set({ token, link: link.id });
  }
});
afterAll(() => context.close());

const get = async (token: string, url: string) => {
  const response = await context.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json();
};
const simulate = async (token: string, idVinculoPlano: number) => {
  const response = await context.app.inject({ method: 'POST', url: '/api/simularRegimeTributacao', headers: bearer(token), payload: { idVinculoPlano } });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json();
};

/** What the regressive extract and the regime simulator say about the day and the turning lot, at the clock's time. */
async function regressiveFigures() {
  return withServicesOffered(context, carlos.link, [FUNCTIONALITY.REGRESSIVE_TAX_EXTRACT, FUNCTIONALITY.TAX_REGIME, FUNCTIONALITY.BENEFIT_SIMULATOR], async () => {
    const extract = await get(carlos.token, `/api/retornarExtratoIrRegressivo/${carlos.link}`);
    const simulation = await simulate(carlos.token, carlos.link);
    const basis = await get(carlos.token, `/api/retornarDadosSimulacao/${carlos.link}`);
    const lot = extract.lotes.find((row: { competencia: string }) => row.competencia === turningLot);
    return { extract, simulation, basis, lot };
  });
}

describe("the fund's day at 22:30 in Brasília, on a server in UTC (already tomorrow there)", () => {
  it('dates the regressive extract and the regime simulator by the same fund day, and the turning lot bears 35 % in both', async () => {
    clockMs = lateEvening;
    const { extract, simulation, basis, lot } = await regressiveFigures();
    expect(new Date(lateEvening).toISOString().slice(0, 10)).not.toBe(fundDay); // the case: UTC's day is another
    expect(extract.dataReferencia).toBe(fundDay);
    expect(simulation.dataReferencia).toBe(fundDay);
    expect(basis.dataReferencia).toBe(fundDay);
    expect(lot).toBeDefined();
    expect(lot.aliquota).toBe('35.00');
    expect(lot.aliquota).toBe(`${regressiveRate(`${turningLot}-01`, simulation.dataReferencia)}.00`);
    expect(simulation.regressivo.imposto.resgate).toBe(extract.totais.imposto);
  });

  it('moves both to the next day, and the lot to 30 %, at midnight in Brasília', async () => {
    clockMs = midnight;
    const { extract, simulation, lot } = await regressiveFigures();
    expect(extract.dataReferencia).toBe(`${nextMonth}-01`);
    expect(simulation.dataReferencia).toBe(`${nextMonth}-01`);
    expect(lot.aliquota).toBe('30.00');
    expect(simulation.regressivo.imposto.resgate).toBe(extract.totais.imposto);
    clockMs = lateEvening;
  });

  it("puts the balance's chart, the contribution extract's default period and the exit options in the fund's month", async () => {
    clockMs = lateEvening;
    const balance = await get(carlos.token, `/api/retornarSaldo/${carlos.link}`);
    expect(balance.evolucao.at(-1).mes).toBe(month);
    const extract = await get(carlos.token, `/api/retornarExtratoContribuicao/${carlos.link}`);
    expect(extract.periodo).toEqual({ inicio: addMonthsTo(month, -11), fim: month });
    const options = await withServicesOffered(context, diego.link, [FUNCTIONALITY.EXIT_OPTIONS], () => get(diego.token, `/api/retornarOpcoesDesligamento/${diego.link}`));
    expect(options.dataReferencia).toBe(fundDay);
  });
});
