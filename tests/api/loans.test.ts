import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addBusinessDays, fundToday } from '@/domain/business-days';
import { addMonthsClamped, cet, iof, payoffAt, schedule, simulateLoan } from '@/domain/loans';
import { Money, type MoneyValue } from '@/domain/money';
import { REQUEST_STATUS } from '@/domain/requests';
import { describeRequestData } from '@/domain/requests-data';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { auditoria } from '@/server/db/schema/audit';
import { configuracaoEmprestimo, emprestimo } from '@/server/db/schema/loans';
import { vinculoPlano } from '@/server/db/schema/plans';
import { MESSAGES } from '@/server/http-error';
import { LOAN_MESSAGES } from '@/server/modules/loans/service';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

let context: TestContext;
type Person = { token: string; idPessoa: number; link: { id: number; idPlano: number; dataAdesao: string; salario: string | null } };
const people: Record<string, Person> = {};
let admin: string;
let lucasLoan: number;
const ABSENT = 2_000_000_000;
const today = fundToday();

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['lucas', 'sofia', 'carlos'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = await context.database.db
      .select({ id: vinculoPlano.id, idPlano: vinculoPlano.idPlano, dataAdesao: vinculoPlano.dataAdesao, salario: vinculoPlano.salario })
      .from(vinculoPlano)
      .where(eq(vinculoPlano.idPessoa, idPessoa))
      .orderBy(vinculoPlano.id);
    people[name] = { token, idPessoa, link };
  }
  [{ id: lucasLoan }] = await context.database.db.select({ id: emprestimo.id }).from(emprestimo).where(eq(emprestimo.idVinculoPlano, people.lucas.link.id));
});
afterAll(() => context.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  context.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const fieldErrors = (response: { json(): { errors?: Array<{ path: string; message: string }> } }) => response.json().errors?.map(({ path, message }) => ({ path, message }));
const move = (id: number, idStatus: number) => call('POST', `/alterarStatusSolicitacao/${id}`, admin, { idStatus, comentario: null });
const SETTINGS = { taxaMensal: '1.50', sistema: 'price', prazoMaximo: 60, valorMaximo: '50000.00', percentualMargem: '30.00', tempoMinimoMeses: 6, cobraIof: true };

describe('GET/PUT parâmetros de empréstimo', () => {
  it('the administrator reads exactly the fields the PUT takes, and saves them (audited)', async () => {
    const idPlano = people.lucas.link.idPlano;
    const read = await call('GET', `/retornarParametrosEmprestimo/${idPlano}`, admin);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(SETTINGS);
    const saved = await call('PUT', `/atualizarParametrosEmprestimo/${idPlano}`, admin, { ...(read.json() as Record<string, unknown>), taxaMensal: '1,60', valorMaximo: 40000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...SETTINGS, taxaMensal: '1.60', valorMaximo: '40000.00' });
    expect((await call('GET', `/retornarParametrosEmprestimo/${idPlano}`, admin)).json()).toEqual(saved.json());
    const audits = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'emprestimo.parametros'));
    expect(audits.length).toBe(1);
    expect((await call('PUT', `/atualizarParametrosEmprestimo/${idPlano}`, admin, SETTINGS)).statusCode).toBe(200);
  });

  it('400 with a Portuguese message per field; 401; 403 for a participant and for a kind-1 plan; 404 absent', async () => {
    const idPlano = people.lucas.link.idPlano;
    const bad = await call('PUT', `/atualizarParametrosEmprestimo/${idPlano}`, admin, { ...SETTINGS, taxaMensal: '0', valorMaximo: '1.234', percentualMargem: '101', prazoMaximo: 0, tempoMinimoMeses: -1 });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual([
      { path: 'taxaMensal', message: LOAN_MESSAGES.settings.taxaMensal },
      { path: 'valorMaximo', message: LOAN_MESSAGES.settings.valorMaximo },
      { path: 'percentualMargem', message: LOAN_MESSAGES.settings.percentualMargem },
      { path: 'prazoMaximo', message: LOAN_MESSAGES.settings.prazoMaximo },
      { path: 'tempoMinimoMeses', message: LOAN_MESSAGES.settings.tempoMinimoMeses },
    ]);
    expect((await call('PUT', `/atualizarParametrosEmprestimo/${idPlano}`, admin, { ...SETTINGS, sistema: 'germânico' })).statusCode).toBe(400);
    expect((await call('GET', `/retornarParametrosEmprestimo/${idPlano}`)).statusCode).toBe(401);
    expect((await call('GET', `/retornarParametrosEmprestimo/${idPlano}`, people.lucas.token)).statusCode).toBe(403);
    const kind1 = await call('GET', `/retornarParametrosEmprestimo/${people.carlos.link.idPlano}`, admin);
    expect(kind1.statusCode).toBe(403);
    expect(kind1.json().message).toBe(LOAN_MESSAGES.notLoanPlan);
    expect((await call('PUT', `/atualizarParametrosEmprestimo/${people.carlos.link.idPlano}`, admin, SETTINGS)).statusCode).toBe(403);
    expect((await call('GET', `/retornarParametrosEmprestimo/${ABSENT}`, admin)).statusCode).toBe(404);
  });
});

describe('GET /api/retornarEmprestimos/{idVinculoPlano}', () => {
  it("Lucas: his loan with the schedule the loan rules give, 9 paid, the balance today and the margin (30 % of R$ 7.600,00 − 499,24)", async () => {
    const response = await call('GET', `/retornarEmprestimos/${people.lucas.link.id}`, people.lucas.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const credit = addMonthsClamped(today, -9);
    const expected = schedule({ valor: '10000.00', taxa: new Money('0.015'), prazoMeses: 24, sistema: 'price', dataCredito: credit });
    expect(body.emprestimos).toHaveLength(1);
    const [loan] = body.emprestimos;
    expect(loan).toMatchObject({ id: lucasLoan, valorContratado: '10000.00', taxaMensal: '1.50', prazoMeses: 24, valorParcela: '499.24', parcelasPagas: 9, status: 'aberto', sistema: 'price', dataCredito: credit });
    expect(loan.parcelas.map(({ paga: _paga, ...row }: { paga: boolean }) => row)).toEqual(expected);
    expect(loan.parcelas.filter((row: { paga: boolean }) => row.paga)).toHaveLength(9);
    expect(loan.proximaParcela).toEqual(expected[9]);
    expect(body.proximoVencimento).toEqual({ vencimento: expected[9].vencimento, valorParcela: '499.24', quantidade: 1 });
    // Today is the 9th installment's date: the balance is the schedule's after it (payoffAt).
    expect(loan.saldoDevedor).toBe('6661.50');
    expect(loan.saldoDevedor).toBe(expected[8].saldo);
    expect(body.margemDisponivel).toBe('1780.76');
    expect(body.valorMaximo).toBe('50000.00');
  });

  it('the disability redemption (his exit service) deducts the same payoff today', async () => {
    const rules = (await call('GET', `/retornarRegrasSolicitacao/${FUNCTIONALITY.DISABILITY_REDEMPTION}/${people.lucas.link.id}`, people.lucas.token)).json();
    expect(rules.valores.descontoEmprestimos).toBe('6661.50');
  });

  it('Sofia (kind 2, no loan): none, the whole margin; 401; 403 another person; 403 Carlos (kind 1); 400 malformed; admin 404 absent', async () => {
    const sofia = await call('GET', `/retornarEmprestimos/${people.sofia.link.id}`, people.sofia.token);
    expect(sofia.statusCode).toBe(200);
    expect(sofia.json()).toMatchObject({ emprestimos: [], margemDisponivel: '2520.00' });
    expect((await call('GET', `/retornarEmprestimos/${people.lucas.link.id}`)).statusCode).toBe(401);
    expect((await call('GET', `/retornarEmprestimos/${people.lucas.link.id}`, people.sofia.token)).statusCode).toBe(403);
    const carlos = await call('GET', `/retornarEmprestimos/${people.carlos.link.id}`, people.carlos.token);
    expect(carlos.statusCode).toBe(403);
    // A kind-only service is never among a kind-1 plan's services: the segment check refuses it first.
    expect(carlos.json().message).toBe(MESSAGES.serviceNotAvailable);
    expect((await call('GET', `/retornarEmprestimos/abc`, people.lucas.token)).statusCode).toBe(400);
    expect((await call('GET', `/retornarEmprestimos/${ABSENT}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/retornarEmprestimos/${people.lucas.link.id}`, admin)).statusCode).toBe(200);
  });
});

describe('POST /api/simularEmprestimo', () => {
  it('Sofia: R$ 10.000,00 in 24 months on a given date — the worked Price numbers, IOF, net credit, CET and margin', async () => {
    const response = await call('POST', '/simularEmprestimo', people.sofia.token, { idVinculoPlano: people.sofia.link.id, valor: '10000.00', prazoMeses: 24, dataCredito: '2026-01-15' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ taxaMensal: '1.50', dataCredito: '2026-01-15', valorParcela: '499.24', jurosTotais: '1981.78', dentroDaMargem: true, margemDisponivel: '2520.00', margemRestante: '2020.76' });
    expect(body.parcelas).toHaveLength(24);
    expect(body.parcelas[0]).toEqual({ numero: 1, vencimento: '2026-02-15', amortizacao: '349.24', juros: '150.00', valorParcela: '499.24', saldo: '9650.76' });
    expect(body.parcelas[23]).toMatchObject({ numero: 24, vencimento: '2028-01-15', valorParcela: '499.26', saldo: '0.00' });
    // IOF: 0,38 % × 10 000 = 38,00, plus 0,0082 % a day on each principal up to 365 days (the domain's worked case).
    expect(body.iof).toBe(iof('10000.00', body.parcelas, '2026-01-15'));
    expect(body.valorLiquido).toBe(new Money('10000.00').minus(body.iof).toFixed(2));
    expect(body.cet).toEqual(cet(body.valorLiquido, body.parcelas, '2026-01-15'));
  });

  it('the credit date defaults to the next business day', async () => {
    const body = (await call('POST', '/simularEmprestimo', people.sofia.token, { idVinculoPlano: people.sofia.link.id, valor: 5000, prazoMeses: 12 })).json();
    expect(body.dataCredito).toBe(addBusinessDays(today, 1));
    expect(body.parcelas[0].vencimento).toBe(addMonthsClamped(body.dataCredito, 1));
  });

  it('400 per field (value, term, above the ceiling), 401, 403 another person and Carlos', async () => {
    const bad = await call('POST', '/simularEmprestimo', people.sofia.token, { idVinculoPlano: people.sofia.link.id, valor: '12,345', prazoMeses: 61 });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual([
      { path: 'valor', message: LOAN_MESSAGES.amount },
      { path: 'prazoMeses', message: LOAN_MESSAGES.term(60) },
    ]);
    const ceiling = await call('POST', '/simularEmprestimo', people.sofia.token, { idVinculoPlano: people.sofia.link.id, valor: '60000.00', prazoMeses: 60 });
    expect(ceiling.statusCode).toBe(400);
    expect(fieldErrors(ceiling)).toEqual([{ path: 'valor', message: 'O valor de R$ 60.000,00 passa o teto de empréstimo do plano de R$ 50.000,00 em R$ 10.000,00.' }]);
    const body = { idVinculoPlano: people.sofia.link.id, valor: '1000.00', prazoMeses: 12 };
    expect((await call('POST', '/simularEmprestimo', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/simularEmprestimo', people.lucas.token, body)).statusCode).toBe(403);
    expect((await call('POST', '/simularEmprestimo', people.carlos.token, { ...body, idVinculoPlano: people.carlos.link.id })).statusCode).toBe(403);
  });
});

describe('POST /api/solicitarEmprestimo', () => {
  const ask = (extra: Record<string, unknown> = {}) =>
    call('POST', '/solicitarEmprestimo', people.sofia.token, { idPessoa: people.sofia.idPessoa, idVinculoPlano: people.sofia.link.id, valor: '8000.00', prazoMeses: 24, aceiteContrato: true, ...extra });

  it('without the acceptance → 400; above the margin or the ceiling → 422 saying by how much; too early in the plan → 422 with the date', async () => {
    const refused = await ask({ aceiteContrato: false });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual([{ path: 'aceiteContrato', message: LOAN_MESSAGES.acceptance }]);
    expect((await ask({ aceiteContrato: undefined })).statusCode).toBe(400);
    // 50 000 in 12 months at 1,5 %: PMT = 50 000 × 0,015 / (1 − 1,015^−12) = 4.583,9997… → 4.584,00, against 30 % of 8.400,00 = 2.520,00.
    const margin = await ask({ valor: '50000.00', prazoMeses: 12 });
    expect(margin.statusCode).toBe(422);
    expect(margin.json().message).toBe('A parcela de R$ 4.584,00 passa a sua margem disponível de R$ 2.520,00 em R$ 2.064,00.');
    const ceiling = await ask({ valor: '50000.01', prazoMeses: 60 });
    expect(ceiling.statusCode).toBe(422);
    expect(ceiling.json().message).toBe('O valor de R$ 50.000,01 passa o teto de empréstimo do plano de R$ 50.000,00 em R$ 0,01.');
    const { db } = context.database;
    const joined = addMonthsClamped(today, -2);
    await db.update(vinculoPlano).set({ dataAdesao: joined }).where(eq(vinculoPlano.id, people.sofia.link.id));
    try {
      const early = await ask();
      expect(early.statusCode).toBe(422);
      expect(early.json().message).toBe(LOAN_MESSAGES.minimumTime(6, addMonthsClamped(joined, 6)));
    } finally {
      await db.update(vinculoPlano).set({ dataAdesao: people.sofia.link.dataAdesao }).where(eq(vinculoPlano.id, people.sofia.link.id));
    }
  });

  it('401, 403 another person, 403 Carlos', async () => {
    const body = { idPessoa: people.sofia.idPessoa, idVinculoPlano: people.sofia.link.id, valor: '1000.00', prazoMeses: 12, aceiteContrato: true };
    expect((await call('POST', '/solicitarEmprestimo', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/solicitarEmprestimo', people.lucas.token, body)).statusCode).toBe(403);
    expect((await call('POST', '/solicitarEmprestimo', people.carlos.token, { ...body, idPessoa: people.carlos.idPessoa, idVinculoPlano: people.carlos.link.id })).statusCode).toBe(403);
  });

  it('201: the simulation frozen in the request (the same figures); concluded in the request centre it becomes Sofia\'s loan', async () => {
    const simulated = (await call('POST', '/simularEmprestimo', people.sofia.token, { idVinculoPlano: people.sofia.link.id, valor: '8000.00', prazoMeses: 24 })).json();
    const created = await ask();
    expect(created.statusCode, created.body).toBe(201);
    const { id, protocolo, dados } = created.json();
    expect(protocolo).toMatch(/^\d{10}$/);
    expect(dados).toMatchObject({
      operacao: 'contratacao',
      valor: '8000.00',
      prazoContratoMeses: 24,
      taxaMensal: simulated.taxaMensal,
      dataCredito: simulated.dataCredito,
      valorParcela: simulated.valorParcela,
      jurosTotais: simulated.jurosTotais,
      iof: simulated.iof,
      valorLiquido: simulated.valorLiquido,
      cetMensal: simulated.cet.mensal,
      cetAnual: simulated.cet.anual,
      aceiteContrato: true,
    });
    expect(dados.parcelas).toEqual(simulated.parcelas);
    // One new-loan request at a time.
    expect((await ask()).statusCode).toBe(409);
    const detail = (await call('GET', `/retornarSolicitacao/${id}`, people.sofia.token)).json();
    expect(detail.dados).toEqual(dados);
    const rows = describeRequestData(detail.dados);
    expect(rows).toContainEqual({ label: 'Pedido', value: 'Novo empréstimo' });
    expect(rows).toContainEqual({ label: 'Cronograma', value: `24 parcelas, de ${formatDateBr(dados.parcelas[0].vencimento)} a ${formatDateBr(dados.parcelas[23].vencimento)}` });
    expect((await move(id, REQUEST_STATUS.DONE)).statusCode).toBe(200);
    const list = (await call('GET', `/retornarEmprestimos/${people.sofia.link.id}`, people.sofia.token)).json();
    expect(list.emprestimos).toHaveLength(1);
    sofiaLoanId = list.emprestimos[0].id;
    expect(list.emprestimos[0]).toMatchObject({ valorContratado: '8000.00', taxaMensal: '1.50', prazoMeses: 24, valorParcela: simulated.valorParcela, parcelasPagas: 0, status: 'aberto', iof: simulated.iof, valorLiquido: simulated.valorLiquido });
    expect(list.margemDisponivel).toBe(new Money('2520.00').minus(simulated.valorParcela).toFixed(2));
    const audits = await context.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'requisicao.efeito'), eq(auditoria.idPessoaAlvo, people.sofia.idPessoa)));
    expect(audits.length).toBe(1);
  });
});

describe('concluding a new loan checks the margin again', () => {
  it('when the margin fell since the request, the conclusion is refused (409) and nothing changes', async () => {
    const { db } = context.database;
    const created = await call('POST', '/solicitarEmprestimo', people.sofia.token, { idPessoa: people.sofia.idPessoa, idVinculoPlano: people.sofia.link.id, valor: '5000.00', prazoMeses: 12, aceiteContrato: true });
    expect(created.statusCode, created.body).toBe(201);
    const { valorParcela } = created.json().dados;
    // 30 % of R$ 2.000,00 = 600,00, less the open 8 000 loan's installment.
    await db.update(vinculoPlano).set({ salario: '2000.00' }).where(eq(vinculoPlano.id, people.sofia.link.id));
    try {
      const before = (await call('GET', `/retornarEmprestimos/${people.sofia.link.id}`, people.sofia.token)).json();
      const refused = await move(created.json().id, REQUEST_STATUS.DONE);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(LOAN_MESSAGES.margin(valorParcela, before.margemDisponivel));
      const after = (await call('GET', `/retornarEmprestimos/${people.sofia.link.id}`, people.sofia.token)).json();
      expect(after.emprestimos).toHaveLength(before.emprestimos.length);
    } finally {
      await db.update(vinculoPlano).set({ salario: people.sofia.link.salario }).where(eq(vinculoPlano.id, people.sofia.link.id));
    }
    expect((await call('POST', `/cancelarSolicitacao/${created.json().id}`, people.sofia.token, {})).statusCode).toBe(200);
  });
});

describe('quitação, amortização, renegociação', () => {
  it('simularQuitacao: the payoff today and at a later date; 400 past date; 401; 403 another person; 404 absent for an administrator', async () => {
    const response = await call('POST', '/simularQuitacao', people.lucas.token, { idEmprestimo: lucasLoan });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ idEmprestimo: lucasLoan, data: today, valorQuitacao: '6661.50', parcelasEmAberto: 15 });
    const later = addMonthsClamped(today, 1);
    const [row] = await context.database.db.select().from(emprestimo).where(eq(emprestimo.id, lucasLoan));
    const atLater = (await call('POST', '/simularQuitacao', people.lucas.token, { idEmprestimo: lucasLoan, data: later })).json();
    expect(atLater.valorQuitacao).toBe(payoffAt({ taxaMensal: String(row.taxaMensal), parcelasPagas: 9, parcelas: row.parcelas!, dataCredito: row.dataCredito! }, later));
    const past = await call('POST', '/simularQuitacao', people.lucas.token, { idEmprestimo: lucasLoan, data: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(fieldErrors(past)).toEqual([{ path: 'data', message: LOAN_MESSAGES.pastDate }]);
    expect((await call('POST', '/simularQuitacao', undefined, { idEmprestimo: lucasLoan })).statusCode).toBe(401);
    expect((await call('POST', '/simularQuitacao', people.sofia.token, { idEmprestimo: lucasLoan })).statusCode).toBe(403);
    expect((await call('POST', '/simularQuitacao', admin, { idEmprestimo: ABSENT })).statusCode).toBe(404);
  });

  it('simularAmortizacao: both modes from the same balance; 400 over the balance', async () => {
    const prazo = (await call('POST', '/simularAmortizacao', people.lucas.token, { idEmprestimo: lucasLoan, valor: '2000.00', modo: 'prazo' })).json();
    expect(prazo).toMatchObject({ saldoDevedor: '6661.50', saldoAposAmortizacao: '4661.50', valorParcela: '499.24', valorParcelaAtual: '499.24', prazoRestanteAtual: 15 });
    expect(prazo.prazoRestante).toBeLessThan(15);
    expect(prazo.parcelas[0].numero).toBe(10);
    const parcela = (await call('POST', '/simularAmortizacao', people.lucas.token, { idEmprestimo: lucasLoan, valor: '2000.00', modo: 'parcela' })).json();
    expect(parcela.prazoRestante).toBe(15);
    expect(new Money(parcela.valorParcela).lt('499.24')).toBe(true);
    const tooMuch = await call('POST', '/simularAmortizacao', people.lucas.token, { idEmprestimo: lucasLoan, valor: '6661.50', modo: 'prazo' });
    expect(tooMuch.statusCode).toBe(400);
    expect(fieldErrors(tooMuch)).toEqual([{ path: 'valor', message: LOAN_MESSAGES.prepaymentTooLarge('6661.50') }]);
    expect((await call('POST', '/simularAmortizacao', people.lucas.token, { idEmprestimo: lucasLoan, valor: '10', modo: 'metade' })).statusCode).toBe(400);
    expect((await call('POST', '/simularAmortizacao', people.sofia.token, { idEmprestimo: lucasLoan, valor: '10', modo: 'prazo' })).statusCode).toBe(403);
  });

  it('simularRenegociacao: a new contract for the balance at the plan rate; 400 term; 403 another person', async () => {
    const body = (await call('POST', '/simularRenegociacao', people.lucas.token, { idEmprestimo: lucasLoan, prazoMeses: 36 })).json();
    const expected = simulateLoan({ valor: '6661.50', taxaMensalPercent: '1.50', prazoMeses: 36, sistema: 'price', dataCredito: today, cobraIof: false });
    expect(body).toMatchObject({ saldoDevedor: '6661.50', taxaMensal: '1.50', prazoMeses: 36, valorParcela: expected.valorParcela, jurosTotais: expected.jurosTotais, valorParcelaAtual: '499.24', prazoRestanteAtual: 15, dentroDaMargem: true });
    expect(body.parcelas).toEqual(expected.parcelas);
    expect((await call('POST', '/simularRenegociacao', people.lucas.token, { idEmprestimo: lucasLoan, prazoMeses: 61 })).statusCode).toBe(400);
    expect((await call('POST', '/simularRenegociacao', people.sofia.token, { idEmprestimo: lucasLoan, prazoMeses: 12 })).statusCode).toBe(403);
  });

  it('solicitarAmortizacao concluded: the loan takes the new schedule; then solicitarRenegociacao concluded: old renegociado, new open; then solicitarQuitacao concluded: quitado', async () => {
    const { db } = context.database;
    const simulated = (await call('POST', '/simularAmortizacao', people.lucas.token, { idEmprestimo: lucasLoan, valor: '1000.00', modo: 'parcela' })).json();
    const asked = await call('POST', '/solicitarAmortizacao', people.lucas.token, { idEmprestimo: lucasLoan, valor: '1000.00', modo: 'parcela' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().dados).toMatchObject({ operacao: 'amortizacao', valorParcela: simulated.valorParcela, parcelas: simulated.parcelas });
    expect((await call('POST', '/solicitarQuitacao', people.lucas.token, { idEmprestimo: lucasLoan })).statusCode).toBe(409);
    expect((await move(asked.json().id, REQUEST_STATUS.DONE)).statusCode).toBe(200);
    const [after] = await db.select().from(emprestimo).where(eq(emprestimo.id, lucasLoan));
    expect(after.valorParcela).toBe(simulated.valorParcela);
    expect(after.parcelas!.slice(9)).toEqual(simulated.parcelas);

    const reneg = await call('POST', '/solicitarRenegociacao', people.lucas.token, { idEmprestimo: lucasLoan, prazoMeses: 24 });
    expect(reneg.statusCode, reneg.body).toBe(201);
    expect((await move(reneg.json().id, REQUEST_STATUS.DONE)).statusCode).toBe(200);
    const loans = (await call('GET', `/retornarEmprestimos/${people.lucas.link.id}`, people.lucas.token)).json().emprestimos;
    const old = loans.find((loan: { id: number }) => loan.id === lucasLoan);
    const fresh = loans.find((loan: { status: string }) => loan.status === 'aberto');
    expect(old.status).toBe('renegociado');
    expect(fresh).toMatchObject({ valorContratado: reneg.json().dados.saldoDevedor, prazoMeses: 24, valorParcela: reneg.json().dados.valorParcela, parcelasPagas: 0 });

    const payoff = await call('POST', '/solicitarQuitacao', people.lucas.token, { idEmprestimo: fresh.id });
    expect(payoff.statusCode, payoff.body).toBe(201);
    expect(payoff.json().dados.valorQuitacao).toBe(fresh.saldoDevedor);
    expect((await move(payoff.json().id, REQUEST_STATUS.DONE)).statusCode).toBe(200);
    const [closed] = await db.select().from(emprestimo).where(eq(emprestimo.id, fresh.id));
    expect(closed.status).toBe('quitado');
    expect((await call('POST', '/simularQuitacao', people.lucas.token, { idEmprestimo: fresh.id })).statusCode).toBe(422);
    // Put the seeded settings back for any later test.
    await db.update(configuracaoEmprestimo).set({ taxaMensal: '1.50' }).where(eq(configuracaoEmprestimo.idPlano, people.lucas.link.idPlano));
  });
});

describe('loan routes on a loan-enabled link, fuzzed', () => {
  it('odd values, terms, dates and modes never answer 5xx, and every 200 keeps principal = value', async () => {
    const amount = fc.oneof(fc.double({ min: -1e7, max: 1e9, noNaN: true }), fc.constantFrom('0', '0.01', '1,5', '50000.00', '1e3', '', ' 12.30 ', '99999999999.99'), fc.integer({ min: 0, max: 60000 }).map(String));
    const day = fc.date({ min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    await fc.assert(
      fc.asyncProperty(amount, fc.integer({ min: 1, max: 1000 }), fc.option(day, { nil: undefined }), fc.constantFrom('prazo', 'parcela'), async (valor, prazoMeses, dataCredito, modo) => {
        const simulated = await call('POST', '/simularEmprestimo', people.sofia.token, { idVinculoPlano: people.sofia.link.id, valor, prazoMeses, ...(dataCredito ? { dataCredito } : {}) });
        expect(simulated.statusCode, simulated.body).toBeLessThan(500);
        if (simulated.statusCode === 200) {
          const body = simulated.json();
          const principal = body.parcelas.reduce((sum: MoneyValue, row: { amortizacao: string }) => sum.plus(row.amortizacao), new Money(0));
          expect(principal.toFixed(2)).toBe(body.valor);
        }
        const reneg = await call('POST', '/simularRenegociacao', people.sofia.token, { idEmprestimo: sofiaLoan(), prazoMeses });
        expect(reneg.statusCode, reneg.body).toBeLessThan(500);
        const prepaid = await call('POST', '/simularAmortizacao', people.sofia.token, { idEmprestimo: sofiaLoan(), valor, modo });
        expect(prepaid.statusCode, prepaid.body).toBeLessThan(500);
        const payoff = await call('POST', '/simularQuitacao', people.sofia.token, { idEmprestimo: sofiaLoan(), ...(dataCredito ? { data: dataCredito } : {}) });
        expect(payoff.statusCode, payoff.body).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

let sofiaLoanId = 0;
const sofiaLoan = () => sofiaLoanId;

describe('one figure, the same in the simulation, the request and the contract', () => {
  it('valorParcela, IOF, net credit, CET and the schedule of simularEmprestimo are the frozen dados and, once concluded (Em análise → Concluída), the contract', async () => {
    const body = { idVinculoPlano: people.sofia.link.id, valor: '3456.78', prazoMeses: 18 };
    const simulated = await call('POST', '/simularEmprestimo', people.sofia.token, body);
    expect(simulated.statusCode, simulated.body).toBe(200);
    const sim = simulated.json();
    // The worked figures, independently: Price at 1,5 % on the credit date the simulation chose.
    const independent = simulateLoan({ valor: '3456.78', taxaMensalPercent: '1.50', prazoMeses: 18, sistema: 'price', dataCredito: sim.dataCredito, cobraIof: true });
    expect(sim).toMatchObject({ valorParcela: independent.valorParcela, iof: independent.iof, valorLiquido: independent.valorLiquido, cet: independent.cet, parcelas: independent.parcelas });

    const asked = await call('POST', '/solicitarEmprestimo', people.sofia.token, { idPessoa: people.sofia.idPessoa, ...body, aceiteContrato: true });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id, dados } = asked.json();
    expect({ valorParcela: dados.valorParcela, iof: dados.iof, valorLiquido: dados.valorLiquido, cet: { mensal: dados.cetMensal, anual: dados.cetAnual }, dataCredito: dados.dataCredito, parcelas: dados.parcelas }).toEqual({
      valorParcela: sim.valorParcela,
      iof: sim.iof,
      valorLiquido: sim.valorLiquido,
      cet: sim.cet,
      dataCredito: sim.dataCredito,
      parcelas: sim.parcelas,
    });
    // What the request centre shows is the frozen figure, written as the pages write it.
    const rows = describeRequestData((await call('GET', `/retornarSolicitacao/${id}`, admin)).json().dados);
    expect(rows.map((row) => row.value)).toEqual(expect.arrayContaining([formatBrl(sim.valorParcela), formatBrl(sim.iof), formatBrl(sim.valorLiquido)]));

    const before = (await call('GET', `/retornarEmprestimos/${people.sofia.link.id}`, people.sofia.token)).json();
    expect((await move(id, REQUEST_STATUS.IN_REVIEW)).statusCode).toBe(200);
    const concluded = await move(id, REQUEST_STATUS.DONE);
    expect(concluded.statusCode, concluded.body).toBe(200);
    const after = (await call('GET', `/retornarEmprestimos/${people.sofia.link.id}`, people.sofia.token)).json();
    const known = new Set(before.emprestimos.map((loan: { id: number }) => loan.id));
    const created = after.emprestimos.filter((loan: { id: number }) => !known.has(loan.id));
    expect(created).toHaveLength(1);
    const [contract] = created;
    expect(contract).toMatchObject({ valorContratado: '3456.78', prazoMeses: 18, valorParcela: sim.valorParcela, iof: sim.iof, valorLiquido: sim.valorLiquido, dataCredito: sim.dataCredito, parcelasPagas: 0, status: 'aberto' });
    expect(contract.parcelas.map(({ paga, ...row }: { paga: boolean }) => (expect(paga).toBe(false), row))).toEqual(sim.parcelas);
    // The contract keeps what its CET is made of (the net credit, the credit date, the schedule): the same CET again.
    expect(cet(contract.valorLiquido, contract.parcelas, contract.dataCredito)).toEqual(sim.cet);
    expect(contract.proximaParcela).toEqual(sim.parcelas[0]);
    // The margin went down by exactly the installment.
    expect(after.margemDisponivel).toBe(new Money(before.margemDisponivel).minus(sim.valorParcela).toFixed(2));
  });
});
