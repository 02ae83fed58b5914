import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '@/domain/accounts';
import { Money, toCents, type MoneyValue } from '@/domain/money';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { pdfText } from './pdf-text';
import { decimalOfBrl, expectSameFigure, sumOf, withServicesOffered, type FigureReading } from './same-figure';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/**
 * A plan link's balance is one figure: all its quotas × the quota value, rounded once (src/domain/extracts-balance.ts). Every
 * route that shows it, or shows parts that add up to it, must show the same centavos: the balance and regressive-tax
 * extracts, the home, both simulators, the exit options, the requests that carry it, and the personal-data export in
 * JSON and PDF. (No CSV prints a balance: the contribution extract's CSV lists contributions.)
 */

let context: TestContext;
const PEOPLE = ['carlos', 'maria', 'sofia', 'diego', 'lucas', 'bruno'] as const;
type Person = (typeof PEOPLE)[number];
type Link = { id: number; matricula: string; tipoPlano: string };
const people = {} as Record<Person, { token: string; idPessoa: number; links: Link[] }>;

/** Every service whose route shows the balance, offered to the link's segment for the reading. */
const SERVICES_SHOWING_THE_BALANCE = [
  FUNCTIONALITY.BALANCE_EXTRACT,
  FUNCTIONALITY.REGRESSIVE_TAX_EXTRACT,
  FUNCTIONALITY.BENEFIT_SIMULATOR,
  FUNCTIONALITY.TAX_REGIME,
  FUNCTIONALITY.BENEFIT_REQUEST,
  FUNCTIONALITY.INCOME_CHANGE,
];
/** The exit services exist in plans of kind '2' (Mais Valor) only (funcionalidade.tipo_plano). */
const EXIT_SERVICES = [FUNCTIONALITY.EXIT_OPTIONS, FUNCTIONALITY.CASH_WITHDRAWAL];

beforeAll(async () => {
  context = await createTestContext();
  for (const name of PEOPLE) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const links = (await context.app.inject({ method: 'GET', url: `/api/retornarPlanosAtivos/${idPessoa}`, headers: bearer(token) })).json();
    people[name] = { token, idPessoa, links: links.map((link: { id: number; matricula: string; plano: { tipo: string } }) => ({ id: link.id, matricula: link.matricula, tipoPlano: link.plano.tipo })) };
  }
});
afterAll(() => context.close());

async function read(token: string, url: string, payload?: object) {
  const response = await context.app.inject({ method: payload ? 'POST' : 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response;
}

/** The personal-data PDF's text: the summary's "Saldo hoje" of each link, and each link's accounts. */
function balancesInExportPdf(text: string, matricula: string) {
  const lines = text.split('\n');
  const summaryStart = lines.indexOf('Saldo hoje');
  const row = lines.findIndex((line, index) => index > summaryStart && line.endsWith(`matrícula ${matricula}`));
  // The summary's columns: plan, quantity, contributions' total, quotas, balance today.
  const saldoHoje = row > summaryStart && summaryStart >= 0 ? decimalOfBrl(lines[row + 4]) : null;
  // Each account's row after the link's heading (a page break may repeat the table's header between rows): its
  // name, its quotas, its balance.
  let at = lines.findIndex((line) => line.startsWith('Saldo por conta · ') && line.endsWith(`matrícula ${matricula}`));
  const accounts: string[] = [];
  for (const { nome } of ACCOUNTS) {
    at = at < 0 ? -1 : lines.indexOf(nome, at);
    if (at >= 0) accounts.push(decimalOfBrl(lines[at + 2]));
  }
  return { saldoHoje, contas: accounts.length === ACCOUNTS.length ? sumOf(accounts) : null };
}

/** Every reading of one link's balance, as the person sees them. */
async function balanceReadings(name: Person, link: Link): Promise<FigureReading[]> {
  const { token, idPessoa } = people[name];
  const hasExitServices = link.tipoPlano === '2';
  return withServicesOffered(context, link.id, [...SERVICES_SHOWING_THE_BALANCE, ...(hasExitServices ? EXIT_SERVICES : [])], async () => {
    const saldo = (await read(token, `/api/retornarSaldo/${link.id}`)).json();
    const painel = (await read(token, `/api/retornarPainelParticipante/${link.id}`)).json();
    const extrato = (await read(token, `/api/retornarExtratoIrRegressivo/${link.id}`)).json();
    const regime = (await read(token, '/api/simularRegimeTributacao', { idVinculoPlano: link.id })).json();
    const simulador = (await read(token, `/api/retornarDadosSimulacao/${link.id}`)).json();
    const opcoes = hasExitServices ? (await read(token, `/api/retornarOpcoesDesligamento/${link.id}`)).json() : null;
    const rules = async (idFuncionalidade: number) => (await read(token, `/api/retornarRegrasSolicitacao/${idFuncionalidade}/${link.id}`)).json().valores;
    const beneficio = await rules(FUNCTIONALITY.BENEFIT_REQUEST);
    const alteracaoRenda = await rules(FUNCTIONALITY.INCOME_CHANGE);
    const saque = hasExitServices ? await rules(FUNCTIONALITY.CASH_WITHDRAWAL) : null;
    const exportJson = (await read(token, `/api/exportarDados/${idPessoa}`)).json().saldos.find((row: { idVinculoPlano: number }) => row.idVinculoPlano === link.id);
    const exportPdf = balancesInExportPdf(pdfText((await read(token, `/api/exportarDados/${idPessoa}?formato=pdf`)).rawPayload), link.matricula);
    return [
      { where: 'retornarSaldo: saldoTotal (/extract, /services/extrato-saldo)', valor: saldo.saldoTotal },
      { where: 'retornarSaldo: soma das contas', valor: sumOf(saldo.contas.map((account: { saldo: string }) => account.saldo)) },
      { where: 'retornarSaldo: evolucao do mês atual', valor: saldo.evolucao.at(-1).saldo },
      // Someone receiving a benefit sees the paycheck on the home instead of the balance.
      { where: 'retornarPainelParticipante: saldo.total (início)', valor: painel.saldo ? painel.saldo.total : null },
      { where: 'retornarExtratoIrRegressivo: totais.valorAtual (/services/extrato-ir-regressivo)', valor: extrato.totais.valorAtual },
      { where: 'retornarExtratoIrRegressivo: soma dos lotes', valor: sumOf(extrato.lotes.map((lot: { valorAtual: string }) => lot.valorAtual)) },
      { where: 'retornarExtratoIrRegressivo: soma por alíquota', valor: sumOf(extrato.porAliquota.map((row: { valorAtual: string }) => row.valorAtual)) },
      { where: 'simularRegimeTributacao: renda.saldoAtual (/services/simulador-regime-tributacao)', valor: regime.renda.saldoAtual },
      { where: 'simularRegimeTributacao: resgate.valorBruto', valor: regime.resgate.valorBruto },
      { where: 'retornarDadosSimulacao: saldoAtual (/services/simulador-beneficio)', valor: simulador.saldoAtual },
      { where: 'retornarOpcoesDesligamento: saldo.proprio + saldo.patrocinadora (/services/opcoes-desligamento)', valor: opcoes && sumOf([opcoes.saldo.proprio, opcoes.saldo.patrocinadora]) },
      { where: 'retornarRegrasSolicitacao (solicitar benefício): valores.saldo', valor: beneficio.saldo },
      { where: 'retornarRegrasSolicitacao (saque à vista): valores.saldo', valor: saque && saque.saldo },
      { where: 'retornarRegrasSolicitacao (alteração de renda): valores.saldo', valor: alteracaoRenda.saldo },
      { where: 'exportarDados (JSON): saldos.saldoTotal', valor: exportJson.saldoTotal },
      { where: 'exportarDados (JSON): soma das contas', valor: sumOf(exportJson.contas.map((account: { saldo: string }) => account.saldo)) },
      { where: 'exportarDados (PDF): Saldo hoje', valor: exportPdf.saldoHoje },
      { where: 'exportarDados (PDF): soma das contas', valor: exportPdf.contas },
    ];
  });
}

describe('a plan link’s balance is the same to the centavo on every route that shows it', () => {
  it.each([
    ['carlos', 0],
    ['carlos', 1],
    ['maria', 0],
    ['sofia', 0],
    ['diego', 0],
    ['lucas', 0],
    ['bruno', 0],
  ] as const)("%s's link %i", async (name, index) => {
    const link = people[name].links[index];
    const readings = await balanceReadings(name, link);
    // Every route showed it, but the home of someone receiving a benefit (the paycheck instead) and the exit services
    // outside Mais Valor.
    const absent = readings.filter((reading) => reading.valor === null).map((reading) => reading.where);
    expect(absent.filter((where) => !/OpcoesDesligamento|saque/.test(where))).toEqual(name === 'maria' ? ['retornarPainelParticipante: saldo.total (início)'] : []);
    expect(absent.some((where) => /OpcoesDesligamento/.test(where))).toBe(link.tipoPlano !== '2');
    expectSameFigure(`saldo do vínculo ${link.matricula} de ${name}`, readings);
  });

  it("takes Carlos's HPE balance, where the issue saw R$ 269.955,44 and R$ 269.955,46, from all the quotas rounded once", async () => {
    const link = people.carlos.links[0];
    const saldo = (await read(people.carlos.token, `/api/retornarSaldo/${link.id}`)).json();
    const extrato = (await read(people.carlos.token, `/api/retornarExtratoIrRegressivo/${link.id}`)).json();
    expect(extrato.lotes).toHaveLength(120);
    const quotas = saldo.contas.reduce((sum: MoneyValue, account: { cotas: string }) => sum.plus(account.cotas), new Money(0));
    expect(extrato.totais.cotas).toBe(quotas.toFixed(8));
    expect(saldo.saldoTotal).toBe(toCents(quotas.times(saldo.valorCota)).toFixed(2));
    expect(extrato.totais.valorAtual).toBe(saldo.saldoTotal);
  });

  it.each(PEOPLE)("%s: the regressive tax of a full redemption today is the extract's in the regime simulator", async (name) => {
    const { token, links } = people[name];
    await withServicesOffered(context, links[0].id, [FUNCTIONALITY.REGRESSIVE_TAX_EXTRACT, FUNCTIONALITY.TAX_REGIME], async () => {
      const extrato = (await read(token, `/api/retornarExtratoIrRegressivo/${links[0].id}`)).json();
      const regime = (await read(token, '/api/simularRegimeTributacao', { idVinculoPlano: links[0].id })).json();
      expectSameFigure(`imposto regressivo de um resgate total hoje (${name})`, [
        { where: 'retornarExtratoIrRegressivo: totais.imposto', valor: extrato.totais.imposto },
        { where: 'retornarExtratoIrRegressivo: soma do imposto dos lotes', valor: sumOf(extrato.lotes.map((lot: { imposto: string }) => lot.imposto)) },
        { where: 'retornarExtratoIrRegressivo: soma por alíquota', valor: sumOf(extrato.porAliquota.map((row: { imposto: string }) => row.imposto)) },
        { where: 'simularRegimeTributacao: regressivo.imposto.resgate', valor: regime.regressivo.imposto.resgate },
      ]);
      expect(regime.dataReferencia).toBe(extrato.dataReferencia);
    });
  });
});
