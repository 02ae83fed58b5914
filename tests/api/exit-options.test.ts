import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectBenefit } from '@/domain/benefit-simulator-projection';
import { addBusinessDays, addCalendarDays, fundToday } from '@/domain/business-days';
import { SITUATION_ID } from '@/domain/constants';
import { EXIT_MESSAGES, finalTaxFields, redemptionFinalTax } from '@/domain/exit-options';
import { progressiveFinalTaxRange } from '@/domain/redemption-final-tax';
import { Money } from '@/domain/money';
import { openRequestMessage } from '@/domain/requests-conflicts';
import { REQUEST_STATUS } from '@/domain/requests';
import { configuracaoInstituto } from '@/server/db/schema/institutes';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, withServiceOffered, type TestContext } from './helpers';
import { pdfBytes } from './upload-client';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

let context: TestContext;
type Person = { token: string; idPessoa: number; link: { id: number; idPlano: number; dataAdesao: string } };
const people: Record<string, Person> = {};
let admin: string;
const ABSENT = 2_000_000_000;
const VALID_CNPJ = '00.360.305/0001-04';

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['diego', 'carlos', 'lucas'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = await context.database.db
      .select({ id: vinculoPlano.id, idPlano: vinculoPlano.idPlano, dataAdesao: vinculoPlano.dataAdesao })
      .from(vinculoPlano)
      .where(eq(vinculoPlano.idPessoa, idPessoa))
      .orderBy(vinculoPlano.id);
    people[name] = { token, idPessoa, link };
  }
});
afterAll(() => context.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  context.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const options = (idVinculoPlano: number | string, token?: string) => call('GET', `/retornarOpcoesDesligamento/${idVinculoPlano}`, token);
const rules = (idFuncionalidade: number, idVinculoPlano: number, token: string) => call('GET', `/retornarRegrasSolicitacao/${idFuncionalidade}/${idVinculoPlano}`, token);
const ask = (name: string, idFuncionalidade: number, dados: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  call('POST', '/criarSolicitacao', people[name].token, { idPessoa: people[name].idPessoa, idVinculoPlano: people[name].link.id, idFuncionalidade, dados, ...extra });
const detail = (id: number, token: string) => call('GET', `/retornarSolicitacao/${id}`, token);
const cancel = (id: number, token: string) => call('POST', `/cancelarSolicitacao/${id}`, token, {});
const move = (id: number, idStatus: number) => call('POST', `/alterarStatusSolicitacao/${id}`, admin, { idStatus, comentario: null });
const diegoOptions = async () => (await options(people.diego.link.id, people.diego.token)).json();
/** Opens, reads and cancels a request of Diego's (one open exit request at a time), returning its detail. */
async function askAndCancel(idFuncionalidade: number, dados: Record<string, unknown>) {
  const created = await ask('diego', idFuncionalidade, dados);
  expect(created.statusCode, created.body).toBe(201);
  const body = (await detail(created.json().id, people.diego.token)).json();
  expect((await cancel(created.json().id, people.diego.token)).statusCode).toBe(200);
  return body;
}
const fieldErrors = (response: { json(): { errors?: Array<{ path: string; message: string }> } }) => response.json().errors?.map(({ path, message }) => ({ path, message }));

describe('GET /api/retornarOpcoesDesligamento/{idVinculoPlano}', () => {
  it('Diego (Mais Valor, left the sponsor after 8 years, progressive): the four options from his balance, vesting and regime', async () => {
    const response = await options(people.diego.link.id, people.diego.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const balance = (await call('GET', `/retornarSaldo/${people.diego.link.id}`, people.diego.token)).json();
    const account = (conta: string) => balance.contas.find((item: { conta: string }) => item.conta === conta).saldo;
    const own = new Money(account('basica')).plus(account('suplementar')).plus(account('esporadica'));
    // 8 completed years → 80 % of the sponsor account (3 → 30, 5 → 50, 8 → 80, 10 → 100).
    const vested = new Money(account('patrocinadora')).times('0.80').toDecimalPlaces(2);
    const gross = own.plus(vested);
    const tax = gross.times('0.15').toDecimalPlaces(2);
    expect(body).toMatchObject({
      idVinculoPlano: people.diego.link.id,
      anosNoPlano: 8,
      regime: { regime: 'progressivo', descricao: 'Progressivo' },
      saldo: { proprio: own.toFixed(2), patrocinadora: account('patrocinadora'), percentualAdquirido: '80.00', patrocinadoraAdquirida: vested.toFixed(2), disponivel: gross.toFixed(2) },
      resgate: { bruto: gross.toFixed(2), imposto: tax.toFixed(2), descontoEmprestimos: '0.00', liquido: gross.minus(tax).toFixed(2), parcelasMaximas: 12, parcelas: 12, elegivel: true },
      portabilidade: { valor: gross.toFixed(2), descontoEmprestimos: '0.00', elegivel: true, motivos: [], elegivelEm: null },
      // He paid 650,00 and the sponsor 650,00 a month; the plan's fee is 0,50 %: 1.300,00 + 6,50.
      autopatrocinio: { contribuicaoMensal: '1306.50', contribuicaoParticipante: '650.00', contribuicaoPatrocinadora: '650.00', taxaAdministrativa: '0.50', valorTaxaAdministrativa: '6.50', elegivel: true },
      bpd: { idadeInicio: 60, inicio: '2045-08', prazoMeses: 240, rentabilidadeAnual: '4.50', pagamentosPorAno: 13, elegivel: true },
    });
    expect(body.regime.observacao).toBeUndefined();
    expect(Number(new Money(body.resgate.valorParcela).times(11).plus(body.resgate.valorUltimaParcela).toFixed(2))).toBe(Number(body.resgate.liquido));
    // BPD: the available balance grows at the plan's 4,50 % a.a. without contributions until August 2045, 20 years of income with a 13th.
    const today = fundToday();
    const [year, month] = today.split('-').map(Number);
    const months = (2045 - year) * 12 + (8 - month);
    const projection = projectBenefit({ saldoInicial: gross.toFixed(2), contribuicaoMensal: '0', rentabilidadeAnual: '4.50', meses: months }, { formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 13 });
    expect(body.bpd).toMatchObject({ beneficioEstimado: projection.rendaMensal, saldoProjetado: projection.saldoProjetado });
  });

  it('progressive: the 15 % withheld is an advance; the final tax of the annual declaration is a range, and so is what is left', async () => {
    const { resgate, dataReferencia } = await diegoOptions();
    const year = Number(dataReferencia.slice(0, 4));
    const range = progressiveFinalTaxRange(resgate.bruto, year);
    expect(resgate.impostoFinal).toEqual({
      definitivo: false,
      anoCalendario: year,
      minimo: range.minimo,
      maximo: range.maximo,
      liquidoMinimo: new Money(resgate.bruto).minus(range.maximo).toFixed(2),
      liquidoMaximo: new Money(resgate.bruto).minus(range.minimo).toFixed(2),
    });
    // Diego's redemption is past the top bracket: alone it already costs more than the 15 % withheld, and with other
    // income at least 27,5 % of it; what he receives now is more than what he keeps.
    expect(new Money(range.minimo).gt(resgate.imposto)).toBe(true);
    expect(new Money(range.maximo).gte(new Money(resgate.bruto).times('0.275').toDecimalPlaces(2))).toBe(true);
    expect(new Money(resgate.impostoFinal.liquidoMaximo).lt(resgate.liquido)).toBe(true);
  });

  it('regressive: the tax of each lot by its age, the vested sponsor share counting as lots (the regressive extract with full vesting)', async () => {
    const db = context.database.db;
    await db.update(vinculoPlano).set({ regimeTributacao: 'regressivo' }).where(eq(vinculoPlano.id, people.diego.link.id));
    const [rulesBefore] = await db.select().from(configuracaoInstituto).where(eq(configuracaoInstituto.idPlano, people.diego.link.idPlano));
    await db.update(configuracaoInstituto).set({ vestingPatrocinadora: [{ anos: 0, percentual: '100.00' }] }).where(eq(configuracaoInstituto.idPlano, people.diego.link.idPlano));
    try {
      const body = await diegoOptions();
      const extract = (await call('GET', `/retornarExtratoIrRegressivo/${people.diego.link.id}`, people.diego.token)).json();
      expect(body.saldo.percentualAdquirido).toBe('100.00');
      expect(body.regime).toEqual({ regime: 'regressivo', descricao: 'Regressivo' });
      // Lots rounded per month, the balance per account: at most a centavo apart.
      expect(Math.abs(Number(new Money(body.resgate.imposto).minus(extract.totais.imposto)))).toBeLessThanOrEqual(0.01);
      expect(new Money(body.resgate.bruto).minus(body.resgate.imposto).toFixed(2)).toBe(body.resgate.liquido);
      // Final at source: the declaration changes nothing.
      expect(body.resgate.impostoFinal).toMatchObject({ definitivo: true, minimo: body.resgate.imposto, maximo: body.resgate.imposto, liquidoMinimo: body.resgate.liquido, liquidoMaximo: body.resgate.liquido });
    } finally {
      await db.update(vinculoPlano).set({ regimeTributacao: 'progressivo' }).where(eq(vinculoPlano.id, people.diego.link.id));
      await db.update(configuracaoInstituto).set({ vestingPatrocinadora: rulesBefore.vestingPatrocinadora }).where(eq(configuracaoInstituto.idPlano, people.diego.link.idPlano));
    }
  });

  it("Lucas (an open loan, regime 'Não informado') is refused while his segment lacks the service; given it, the loan's payoff is deducted and the note says the progressive regime was assumed", async () => {
    // Lucas is still employed: the exit options are not among his services (403) until the fund enables them for his segment.
    const refused = await options(people.lucas.link.id, people.lucas.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Este serviço não está disponível para o seu plano.');
    await withServiceOffered(context, people.lucas.link.id, FUNCTIONALITY.EXIT_OPTIONS, async () => {
      const body = (await options(people.lucas.link.id, people.lucas.token)).json();
      // Today is the 9th installment's date: the loans page's balance (payoffAt), the schedule's after that installment.
      expect(body.resgate.descontoEmprestimos).toBe('6661.50');
      expect(body.resgate.liquido).toBe(new Money(body.resgate.bruto).minus(body.resgate.imposto).minus('6661.50').toFixed(2));
      expect(body.portabilidade.valor).toBe(new Money(body.resgate.bruto).minus('6661.50').toFixed(2));
      expect(body.regime).toEqual({ regime: null, descricao: 'Não informado', observacao: EXIT_MESSAGES.regimeNotChosen });
    });
  });

  it('an administrator reads any link (the same figures), 404 for an absent one; 401 without a session; 403 for another person’s link; 400 for a malformed id', async () => {
    const asAdmin = await options(people.diego.link.id, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual(await diegoOptions());
    expect((await options(ABSENT, admin)).statusCode).toBe(404);
    expect((await options(people.diego.link.id)).statusCode).toBe(401);
    expect((await options(people.diego.link.id, people.carlos.token)).statusCode).toBe(403);
    expect((await options(ABSENT, people.carlos.token)).statusCode).toBe(403);
    const malformed = await options('abc', people.diego.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
  });
});

describe('GET /api/retornarRegrasSolicitacao for the exit services', () => {
  it('carries the same figures as retornarOpcoesDesligamento, and the installment limit of the plan', async () => {
    const all = await diegoOptions();
    const redemption = (await rules(FUNCTIONALITY.REDEMPTION, people.diego.link.id, people.diego.token)).json();
    expect(redemption).toMatchObject({ elegivel: true, limites: { parcelasMaximas: 12 }, valores: { bruto: all.resgate.bruto, imposto: all.resgate.imposto, liquido: all.resgate.liquido } });
    expect((await rules(FUNCTIONALITY.PORTABILITY, people.diego.link.id, people.diego.token)).json()).toMatchObject({ elegivel: true, valores: { valor: all.portabilidade.valor } });
    expect((await rules(FUNCTIONALITY.BPD, people.diego.link.id, people.diego.token)).json()).toMatchObject({ valores: { beneficioEstimado: all.bpd.beneficioEstimado } });
    expect((await rules(FUNCTIONALITY.SELF_SPONSORSHIP, people.diego.link.id, people.diego.token)).json()).toMatchObject({ valores: { contribuicaoMensal: '1306.50' } });
    expect((await rules(FUNCTIONALITY.EXIT_OPTIONS, people.diego.link.id, people.diego.token)).json().valores).toEqual(
      Object.fromEntries(Object.entries(all).filter(([key]) => key !== 'idVinculoPlano')),
    );
  });

  it('before the waiting period, portability and BPD are not open yet: the reason and the day they will be (422 on asking)', async () => {
    const db = context.database.db;
    const twoYearsAgo = `${Number(fundToday().slice(0, 4)) - 2}-01-10`;
    await db.update(vinculoPlano).set({ dataAdesao: twoYearsAgo }).where(eq(vinculoPlano.id, people.diego.link.id));
    try {
      const expected = `${Number(twoYearsAgo.slice(0, 4)) + 3}-01-10`;
      const portability = (await rules(FUNCTIONALITY.PORTABILITY, people.diego.link.id, people.diego.token)).json();
      expect(portability).toMatchObject({ elegivel: false, elegivelEm: expected, motivos: [`A portabilidade exige 3 anos de plano. Você completa esse tempo em 10/01/${expected.slice(0, 4)}.`] });
      const refused = await ask('diego', FUNCTIONALITY.PORTABILITY, { entidadeDestino: 'Fundo Destino', cnpj: VALID_CNPJ, planoDestino: 'Plano CD', cnpb: '1979.0001-18' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(portability.motivos[0]);
      const viaOptions = await ask('diego', FUNCTIONALITY.EXIT_OPTIONS, { opcao: 'bpd' });
      expect(viaOptions.statusCode).toBe(422);
      expect(viaOptions.json().message).toContain('O benefício proporcional diferido (BPD) exige 3 anos de plano.');
    } finally {
      await db.update(vinculoPlano).set({ dataAdesao: people.diego.link.dataAdesao }).where(eq(vinculoPlano.id, people.diego.link.id));
    }
  });
});

describe('POST /api/criarSolicitacao for the exit services (Diego)', () => {
  it('14 resgate, single payment: 201, the request carries the values shown at that moment; statement due in 30 days', async () => {
    const shown = (await diegoOptions()).resgate;
    const body = await askAndCancel(FUNCTIONALITY.REDEMPTION, { forma: 'unica' });
    expect(body.dados).toEqual({
      forma: 'unica',
      parcelas: 1,
      valores: {
        bruto: shown.bruto,
        imposto: shown.imposto,
        descontoEmprestimos: '0.00',
        liquido: shown.liquido,
        parcelas: 1,
        valorParcela: shown.liquido,
        valorUltimaParcela: shown.liquido,
        // What the 15 % becomes in the declaration, as shown.
        anoDeclaracao: String(shown.impostoFinal.anoCalendario + 1),
        impostoFinalMinimo: shown.impostoFinal.minimo,
        impostoFinalMaximo: shown.impostoFinal.maximo,
        liquidoFinalMinimo: shown.impostoFinal.liquidoMinimo,
        liquidoFinalMaximo: shown.impostoFinal.liquidoMaximo,
      },
    });
    expect(body.prazos).toEqual([{ descricao: 'Extrato com os valores das opções (até 30 dias do pedido)', data: addCalendarDays(fundToday(new Date(body.dataSolicitacao)), 30) }]);
  });

  it('14 resgate in 12 installments: the installment value; 13 installments or no form → 400 per field', async () => {
    const shown = (await diegoOptions()).resgate;
    const body = await askAndCancel(FUNCTIONALITY.REDEMPTION, { forma: 'parcelada', parcelas: 12 });
    expect(body.dados).toMatchObject({ forma: 'parcelada', parcelas: 12, valores: { liquido: shown.liquido, parcelas: 12, valorParcela: shown.valorParcela, valorUltimaParcela: shown.valorUltimaParcela } });
    const tooMany = await ask('diego', FUNCTIONALITY.REDEMPTION, { forma: 'parcelada', parcelas: 13 });
    expect(tooMany.statusCode).toBe(400);
    expect(fieldErrors(tooMany)).toEqual([{ path: 'dados/parcelas', message: 'Número de parcelas: de 2 a 12.' }]);
    const noForm = await ask('diego', FUNCTIONALITY.REDEMPTION, {});
    expect(noForm.statusCode).toBe(400);
    expect(fieldErrors(noForm)).toEqual([{ path: 'dados/forma', message: 'Escolha uma opção em Como receber.' }]);
  });

  it('one exit request at a time: every exit option’s rules name the open one; a second → 409 naming it, before its form is read', async () => {
    const first = await ask('diego', FUNCTIONALITY.REDEMPTION, { forma: 'unica' });
    expect(first.statusCode).toBe(201);
    const { id, protocolo } = first.json();
    const message = openRequestMessage(FUNCTIONALITY.REDEMPTION, protocolo);
    expect(message).toBe(`Você já tem um pedido de resgate em andamento (protocolo ${protocolo}).`);
    for (const service of [FUNCTIONALITY.EXIT_OPTIONS, FUNCTIONALITY.REDEMPTION, FUNCTIONALITY.PORTABILITY, FUNCTIONALITY.BPD, FUNCTIONALITY.SELF_SPONSORSHIP]) {
      const shown = (await rules(service, people.diego.link.id, people.diego.token)).json();
      expect(shown, String(service)).toMatchObject({ elegivel: false, motivos: [message], solicitacaoAberta: { id, protocolo, funcionalidade: { id: FUNCTIONALITY.REDEMPTION }, status: { id: REQUEST_STATUS.RECEIVED, nome: 'Recebida' } } });
    }
    const second = await ask('diego', FUNCTIONALITY.SELF_SPONSORSHIP, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(message);
    // Nothing typed yet, or typed wrong: the open request is what stands in the way.
    const unfinished = await ask('diego', FUNCTIONALITY.EXIT_OPTIONS, { opcao: 'portabilidade', cnpj: '123' });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toBe(message);
    // Another person's page does not learn of it; cancelled, the options are offered again.
    expect((await rules(FUNCTIONALITY.REDEMPTION, people.diego.link.id, people.carlos.token)).statusCode).toBe(403);
    expect((await cancel(id, people.diego.token)).statusCode).toBe(200);
    expect((await rules(FUNCTIONALITY.EXIT_OPTIONS, people.diego.link.id, people.diego.token)).json()).toMatchObject({ elegivel: true, solicitacaoAberta: null });
  });

  it('two requests sent at once: one is opened, the other refused with 409', async () => {
    const [a, b] = await Promise.all([ask('diego', FUNCTIONALITY.BPD, {}), ask('diego', FUNCTIONALITY.SELF_SPONSORSHIP, {})]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const created = a.statusCode === 201 ? a : b;
    expect((await cancel(created.json().id, people.diego.token)).statusCode).toBe(200);
  });

  it('15 portabilidade: the CNPJ check digits and the CNPB format are checked (400 each)', async () => {
    const base = { entidadeDestino: 'Fundação Destino', cnpj: VALID_CNPJ, planoDestino: 'Plano CD Destino', cnpb: '1979.0001-18' };
    const badCnpj = await ask('diego', FUNCTIONALITY.PORTABILITY, { ...base, cnpj: '00.360.305/0001-05' });
    expect(badCnpj.statusCode).toBe(400);
    expect(fieldErrors(badCnpj)).toEqual([{ path: 'dados/cnpj', message: 'CNPJ inválido: confira os números.' }]);
    const badCnpb = await ask('diego', FUNCTIONALITY.PORTABILITY, { ...base, cnpb: '19790001' });
    expect(fieldErrors(badCnpb)).toEqual([{ path: 'dados/cnpb', message: 'CNPB inválido: use o formato 0000.0000-00.' }]);
    const missing = await ask('diego', FUNCTIONALITY.PORTABILITY, { cnpj: VALID_CNPJ });
    expect(fieldErrors(missing)?.map((error) => error.path).sort()).toEqual(['dados/cnpb', 'dados/entidadeDestino', 'dados/planoDestino']);
  });

  it('16 BPD and 17 autopatrocínio: the estimated benefit and the monthly contribution on the request', async () => {
    const shown = await diegoOptions();
    const bpd = await askAndCancel(FUNCTIONALITY.BPD, {});
    expect(bpd.dados.valores).toEqual({ beneficioEstimado: shown.bpd.beneficioEstimado, saldoProjetado: shown.bpd.saldoProjetado, idadeInicio: 60, inicio: '2045-08', prazoMeses: 240 });
    const selfSponsored = await askAndCancel(FUNCTIONALITY.SELF_SPONSORSHIP, {});
    expect(selfSponsored.dados.valores).toEqual({ contribuicaoMensal: '1306.50', contribuicaoParticipante: '650.00', contribuicaoPatrocinadora: '650.00', valorTaxaAdministrativa: '6.50' });
  });

  it('30 opções de desligamento: the chosen option’s values and deadlines; an unknown option → 400', async () => {
    const shown = await diegoOptions();
    const redemption = await askAndCancel(FUNCTIONALITY.EXIT_OPTIONS, { opcao: 'resgate', forma: 'parcelada', parcelas: 6 });
    expect(redemption.dados).toMatchObject({ opcao: 'resgate', forma: 'parcelada', parcelas: 6, valores: { bruto: shown.resgate.bruto, imposto: shown.resgate.imposto, liquido: shown.resgate.liquido, parcelas: 6 } });
    const portability = await askAndCancel(FUNCTIONALITY.EXIT_OPTIONS, { opcao: 'portabilidade', entidadeDestino: 'Fundação Destino', cnpj: '00360305000104', planoDestino: 'Plano CD', cnpb: '1979000118' });
    expect(portability.dados).toMatchObject({ opcao: 'portabilidade', cnpj: VALID_CNPJ, cnpb: '1979.0001-18', valores: { valor: shown.portabilidade.valor } });
    expect(portability.prazos).toHaveLength(3);
    const unknown = await ask('diego', FUNCTIONALITY.EXIT_OPTIONS, { opcao: 'saque' });
    expect(fieldErrors(unknown)).toEqual([{ path: 'dados/opcao', message: 'Escolha uma opção em Opção escolhida.' }]);
  });

  it('403 for another person’s link and for a service not enabled (Carlos, active, asking 14); 401 without a session', async () => {
    const onDiegos = await call('POST', '/criarSolicitacao', people.carlos.token, { idPessoa: people.diego.idPessoa, idVinculoPlano: people.diego.link.id, idFuncionalidade: FUNCTIONALITY.REDEMPTION, dados: { forma: 'unica' } });
    expect(onDiegos.statusCode).toBe(403);
    const mixed = await call('POST', '/criarSolicitacao', people.carlos.token, { idPessoa: people.carlos.idPessoa, idVinculoPlano: people.diego.link.id, idFuncionalidade: FUNCTIONALITY.REDEMPTION, dados: { forma: 'unica' } });
    expect(mixed.statusCode).toBe(403);
    const notEnabled = await ask('carlos', FUNCTIONALITY.REDEMPTION, { forma: 'unica' });
    expect(notEnabled.statusCode).toBe(403);
    expect(notEnabled.json().message).toBe('Este serviço não está disponível para o seu plano.');
    expect((await rules(FUNCTIONALITY.PORTABILITY, people.carlos.link.id, people.carlos.token)).statusCode).toBe(403);
    expect((await call('POST', '/criarSolicitacao', undefined, { idPessoa: people.diego.idPessoa, idVinculoPlano: people.diego.link.id, idFuncionalidade: 14, dados: {} })).statusCode).toBe(401);
  });

  it('15 portabilidade end to end: the deadlines in business days, the workflow through "Em análise", and the link becomes Portado', async () => {
    const shown = await diegoOptions();
    const created = await ask('diego', FUNCTIONALITY.PORTABILITY, { entidadeDestino: 'Fundação Destino', cnpj: VALID_CNPJ, planoDestino: 'Plano CD Destino', cnpb: '1979.0001-18' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const body = (await detail(id, people.diego.token)).json();
    expect(body.dados).toEqual({ entidadeDestino: 'Fundação Destino', cnpj: VALID_CNPJ, planoDestino: 'Plano CD Destino', cnpb: '1979.0001-18', valores: { valor: shown.portabilidade.valor, descontoEmprestimos: '0.00' } });
    // In the order things happen, each from the one before: the statement (30 days from the request), the term (5
    // business days after the statement), the money (10 business days after the term); so in date order too.
    const day = fundToday(new Date(body.dataSolicitacao));
    const statement = addCalendarDays(day, 30);
    const form = addBusinessDays(statement, 5);
    expect(body.prazos).toEqual([
      { descricao: 'Extrato com os valores das opções (até 30 dias do pedido)', data: statement },
      { descricao: 'Termo de portabilidade enviado à entidade receptora (até 5 dias úteis depois do extrato)', data: form },
      { descricao: 'Transferência dos recursos à entidade receptora (até 10 dias úteis depois do termo)', data: addBusinessDays(form, 10) },
    ]);
    const dates = body.prazos.map((item: { data: string }) => item.data);
    expect(dates).toEqual([...dates].sort());

    const skip = await move(id, REQUEST_STATUS.DONE);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A esteira deste serviço não permite passar de "Recebida" para "Concluída".');
    expect((await move(id, REQUEST_STATUS.IN_REVIEW)).statusCode).toBe(200);
    const done = await move(id, REQUEST_STATUS.DONE);
    expect(done.statusCode, done.body).toBe(200);
    const [link] = await context.database.db.select({ idSituacao: vinculoPlano.idSituacao }).from(vinculoPlano).where(eq(vinculoPlano.id, people.diego.link.id));
    expect(link.idSituacao).toBe(SITUATION_ID.PORTED);
    // Ported, the link no longer has the exit options.
    expect((await ask('diego', FUNCTIONALITY.REDEMPTION, { forma: 'unica' })).statusCode).toBe(403);
  });
});

describe('POST /api/criarSolicitacao for 13, 37 and 38 (the people they are enabled for)', () => {
  it('13 saque à vista (Lucas): up to 25 % of the balance; the value with its tax on the request; above the limit → 400', async () => {
    const rulesBody = (await rules(FUNCTIONALITY.CASH_WITHDRAWAL, people.lucas.link.id, people.lucas.token)).json();
    const balance = (await call('GET', `/retornarSaldo/${people.lucas.link.id}`, people.lucas.token)).json();
    const limit = new Money(balance.saldoTotal).times('0.25').toDecimalPlaces(2, Money.ROUND_DOWN).toFixed(2);
    expect(rulesBody).toMatchObject({ elegivel: true, limites: { valorMaximo: limit }, valores: { saldo: balance.saldoTotal, valorMaximo: limit } });
    const above = await ask('lucas', FUNCTIONALITY.CASH_WITHDRAWAL, { valor: new Money(limit).plus('0.01').toFixed(2) });
    expect(above.statusCode).toBe(400);
    expect(fieldErrors(above)?.[0].path).toBe('dados/valor');
    // The page shows the largest withdrawal's tax: 'Não informado' → progressive, 15 % now, settled in the declaration.
    expect(rulesBody.valores.regime).toEqual({ regime: null, descricao: 'Não informado' });
    expect(rulesBody.valores.saqueMaximo).toMatchObject({ bruto: limit, imposto: new Money(limit).times('0.15').toDecimalPlaces(2).toFixed(2) });
    const created = await ask('lucas', FUNCTIONALITY.CASH_WITHDRAWAL, { valor: '1.000,00' });
    expect(created.statusCode, created.body).toBe(201);
    // 15 % of 1.000,00 withheld; alone in the year it is untaxed and all comes back, with other income it may cost more.
    const year = Number(fundToday().slice(0, 4));
    const range = progressiveFinalTaxRange('1000.00', year);
    expect(range.minimo).toBe('0.00');
    expect((await detail(created.json().id, people.lucas.token)).json().dados).toEqual({
      valor: '1000.00',
      valores: { bruto: '1000.00', imposto: '150.00', liquido: '850.00', ...finalTaxFields(redemptionFinalTax(null, { bruto: '1000.00', imposto: '150.00' }, fundToday())) },
    });
    const second = await ask('lucas', FUNCTIONALITY.CASH_WITHDRAWAL, { valor: '10.00' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(openRequestMessage(FUNCTIONALITY.CASH_WITHDRAWAL, created.json().protocolo));
    expect((await ask('diego', FUNCTIONALITY.CASH_WITHDRAWAL, { valor: '10.00' })).statusCode).toBe(403);
  });

  it('37 resgate por invalidez (Lucas): both medical documents are required (400 naming the first missing); with them 201 and the loan deducted', async () => {
    const withoutDocs = await ask('lucas', FUNCTIONALITY.DISABILITY_REDEMPTION, { forma: 'unica' });
    expect(withoutDocs.statusCode).toBe(400);
    expect(fieldErrors(withoutDocs)).toEqual([{ path: 'idAnexos', message: 'Envie o documento: Laudo médico.' }]);
    const upload = async () =>
      (await context.app.inject({ method: 'POST', url: '/api/enviarAnexo', headers: { ...bearer(people.lucas.token), 'content-type': 'application/pdf', 'x-nome-arquivo': 'laudo.pdf' }, payload: pdfBytes(2048) })).json().id;
    const idAnexos = [await upload(), await upload()];
    // The page shows the service's own values (its rules), the same figures as the exit options.
    const shown = (await rules(FUNCTIONALITY.DISABILITY_REDEMPTION, people.lucas.link.id, people.lucas.token)).json().valores;
    const created = await ask('lucas', FUNCTIONALITY.DISABILITY_REDEMPTION, { forma: 'unica' }, { idAnexos });
    expect(created.statusCode, created.body).toBe(201);
    const body = (await detail(created.json().id, people.lucas.token)).json();
    expect(body.dados.valores).toMatchObject({ bruto: shown.bruto, imposto: shown.imposto, descontoEmprestimos: '6661.50', liquido: shown.liquido });
    expect(body.anexos).toHaveLength(2);
  });

  it('38 desistência do plano (Carlos): no values; a second one while the first is open → 409', async () => {
    const created = await ask('carlos', FUNCTIONALITY.PLAN_WITHDRAWAL, {});
    expect(created.statusCode, created.body).toBe(201);
    expect((await detail(created.json().id, people.carlos.token)).json().dados).toEqual({});
    const again = await ask('carlos', FUNCTIONALITY.PLAN_WITHDRAWAL, { motivo: 'Mudança de emprego' });
    expect(again.statusCode).toBe(409);
    // While one is open, that is the answer, whatever the form says; cancelled, the form's rules answer.
    expect((await ask('carlos', FUNCTIONALITY.PLAN_WITHDRAWAL, { motivo: 'x'.repeat(501) })).statusCode).toBe(409);
    expect((await cancel(created.json().id, people.carlos.token)).statusCode).toBe(200);
    const long = await ask('carlos', FUNCTIONALITY.PLAN_WITHDRAWAL, { motivo: 'x'.repeat(501) });
    expect(fieldErrors(long)).toEqual([{ path: 'dados/motivo', message: 'Motivo: no máximo 500 caracteres.' }]);
  });
});
