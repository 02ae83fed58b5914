import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { daysBetween, interestStillDue, openOf, payoffAt, totalPaid } from '@/domain/loans';
import { contractOf } from '@/domain/loans-payoff';
import { formatBrl } from '@/domain/format-decimal';
import { Money, type MoneyValue } from '@/domain/money';
import { emprestimo } from '@/server/db/schema/loans';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, withServiceOffered, type TestContext } from './helpers';
import { pdfText } from './pdf-text';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/**
 * Issue 26: "Lucas's outstanding loan balance is 6.661,49 in the summary and 6.661,50 in the schedule's row; the
 * interest saved is 827,12 on the prepayment page and 827,13 on the payoff page." One rule per figure
 * (src/domain/loans.ts: payoffAt for the balance, interestStillDue for the interest a payoff saves), read here through
 * every route that shows it, on an installment date and between two, and demanded equal to the centavo.
 */

let context: TestContext;
let lucas: { token: string; idPessoa: number };
let idVinculoPlano: number;
let idEmprestimo: number;
let loanRow: typeof emprestimo.$inferSelect;

beforeAll(async () => {
  // PGlite runs in this process, so its now() follows the faked Date: a session of the usual hour would be expired on
  // a day faked later than the sign-in (the last paid installment falls due today, at 15:00 in UTC). Sessions that
  // outlive every faked day keep the test about loans, whatever the hour it runs at.
  context = await createTestContext({ sessionTtlSeconds: 60 * 86_400 });
  lucas = await login(context.app, DEMO_ACCOUNTS.lucas.cpf);
  const { db } = context.database;
  [{ id: idVinculoPlano }] = await db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, lucas.idPessoa));
  [loanRow] = await db.select().from(emprestimo).where(eq(emprestimo.idVinculoPlano, idVinculoPlano));
  idEmprestimo = loanRow.id;
}, 60_000);
afterAll(() => context.close());
afterEach(() => vi.useRealTimers());

/** Runs `action` on the fund's day `day` (12:00 in Brasília; only Date is faked, and PGlite's clock with it). */
async function on<T>(day: string, action: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T15:00:00Z`));
  try {
    return await action();
  } finally {
    vi.useRealTimers();
  }
}

const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const get = async (url: string) => {
  const response = await context.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(lucas.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const post = async (url: string, payload: Record<string, unknown>, status = 200) => {
  const response = await context.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(lucas.token), payload });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};

/** A request just made, read back (the simulation frozen in it), then cancelled so the next one may be asked. */
async function askedAndCancelled(url: string, payload: Record<string, unknown>) {
  const { id } = await post(url, payload, 201);
  const detail = (await get(`/retornarSolicitacao/${id}`)).json();
  await post(`/cancelarSolicitacao/${id}`, {});
  return detail.dados as Record<string, string>;
}

/** Every route that shows Lucas's outstanding balance or the interest a payoff saves, read on the current (faked) day. */
async function figuresEverywhere() {
  const list = (await get(`/retornarEmprestimos/${idVinculoPlano}`)).json();
  const loan = list.emprestimos.find((item: { id: number }) => item.id === idEmprestimo);
  const payoff = await post('/simularQuitacao', { idEmprestimo });
  const prepayment = await post('/simularAmortizacao', { idEmprestimo, valor: '1000.00', modo: 'prazo' });
  const renegotiation = await post('/simularRenegociacao', { idEmprestimo, prazoMeses: 24 });
  const disability = (await get(`/retornarRegrasSolicitacao/${FUNCTIONALITY.DISABILITY_REDEMPTION}/${idVinculoPlano}`)).json();
  const exit = await withServiceOffered(context, idVinculoPlano, FUNCTIONALITY.EXIT_OPTIONS, async () => (await get(`/retornarOpcoesDesligamento/${idVinculoPlano}`)).json());
  const pdf = pdfText((await get(`/exportarDados/${lucas.idPessoa}?formato=pdf`)).rawPayload);
  const payoffRequest = await askedAndCancelled('/solicitarQuitacao', { idEmprestimo });
  const prepaymentRequest = await askedAndCancelled('/solicitarAmortizacao', { idEmprestimo, valor: '1000.00', modo: 'prazo' });
  return { list, loan, payoff, prepayment, renegotiation, disability, exit, pdf, payoffRequest, prepaymentRequest };
}

function expectOneBalance(figures: Awaited<ReturnType<typeof figuresEverywhere>>, balance: string) {
  const { loan, payoff, prepayment, renegotiation, disability, exit, pdf, payoffRequest, prepaymentRequest } = figures;
  expect({
    'retornarEmprestimos saldoDevedor': loan.saldoDevedor,
    'simularQuitacao valorQuitacao': payoff.valorQuitacao,
    'simularAmortizacao saldoDevedor': prepayment.saldoDevedor,
    'simularRenegociacao saldoDevedor': renegotiation.saldoDevedor,
    'retornarOpcoesDesligamento resgate.descontoEmprestimos': exit.resgate.descontoEmprestimos,
    'retornarOpcoesDesligamento portabilidade.descontoEmprestimos': exit.portabilidade.descontoEmprestimos,
    'retornarRegrasSolicitacao (resgate por invalidez) descontoEmprestimos': disability.valores.descontoEmprestimos,
    'solicitarQuitacao dados.valorQuitacao': payoffRequest.valorQuitacao,
    'solicitarAmortizacao dados.saldoDevedor': prepaymentRequest.saldoDevedor,
  }).toEqual({
    'retornarEmprestimos saldoDevedor': balance,
    'simularQuitacao valorQuitacao': balance,
    'simularAmortizacao saldoDevedor': balance,
    'simularRenegociacao saldoDevedor': balance,
    'retornarOpcoesDesligamento resgate.descontoEmprestimos': balance,
    'retornarOpcoesDesligamento portabilidade.descontoEmprestimos': balance,
    'retornarRegrasSolicitacao (resgate por invalidez) descontoEmprestimos': balance,
    'solicitarQuitacao dados.valorQuitacao': balance,
    'solicitarAmortizacao dados.saldoDevedor': balance,
  });
  // The data export's loans table: 'Saldo devedor hoje'.
  // The data export's loans table, whose column 'Saldo devedor hoje' wraps onto two lines.
  const loansTable = pdf.slice(pdf.indexOf('\nEmpréstimos\n'), pdf.indexOf('\nSolicitações\n'));
  expect(loansTable).toContain('Saldo devedor \nhoje');
  expect(loansTable).toContain(`\n${formatBrl(balance)}\n`);
  // The prepayment leaves the balance less the amount, and the renegotiated contract starts from the balance.
  expect(prepayment.saldoAposAmortizacao).toBe(new Money(balance).minus('1000.00').toFixed(2));
  expect(renegotiation.parcelas.reduce((sum: MoneyValue, row: { amortizacao: string }) => sum.plus(row.amortizacao), new Money(0)).toFixed(2)).toBe(balance);
}

function expectOneInterest(figures: Awaited<ReturnType<typeof figuresEverywhere>>, interest: string) {
  const { payoff, prepayment, payoffRequest, prepaymentRequest } = figures;
  expect({
    'simularQuitacao desconto': payoff.desconto,
    'simularAmortizacao jurosRestantesAntes': prepayment.jurosRestantesAntes,
    'solicitarQuitacao dados.desconto': payoffRequest.desconto,
    'solicitarAmortizacao dados.jurosRestantesAntes': prepaymentRequest.jurosRestantesAntes,
  }).toEqual({
    'simularQuitacao desconto': interest,
    'simularAmortizacao jurosRestantesAntes': interest,
    'solicitarQuitacao dados.desconto': interest,
    'solicitarAmortizacao dados.jurosRestantesAntes': interest,
  });
  // The payoff's discount is the open installments less the payoff; the prepayment's saving is what he stops paying.
  expect(new Money(payoff.saldoNominal).minus(payoff.valorQuitacao).toFixed(2)).toBe(interest);
  expect(prepayment.economiaJuros).toBe(new Money(prepayment.jurosRestantesAntes).minus(prepayment.jurosRestantesDepois).toFixed(2));
  expect(prepayment.economiaJuros).toBe(new Money(payoff.saldoNominal).minus(prepayment.valor).minus(totalPaid(prepayment.parcelas)).toFixed(2));
}

describe("Lucas's outstanding balance and the interest a payoff saves: one figure through every route", () => {
  it('on the due date of his last paid installment: 6.661,50 in the summary, the schedule row and everywhere else; 827,12 of interest', async () => {
    const contract = contractOf({ ...loanRow, valorContratado: String(loanRow.valorContratado), taxaMensal: String(loanRow.taxaMensal) });
    const lastPaid = contract.parcelas[loanRow.parcelasPagas - 1];
    const figures = await on(lastPaid.vencimento, figuresEverywhere);
    // The worked numbers (tests/unit/loans.test.ts): R$ 10.000 at 1,5 % in 24 × 499,24 (the last 499,26), 9 paid.
    expect(figures.loan.saldoDevedor).toBe('6661.50');
    expect(figures.list.dataConsulta).toBe(lastPaid.vencimento);
    // The schedule's row of the last paid installment shows the same balance.
    const row = figures.loan.parcelas.find((item: { numero: number }) => item.numero === loanRow.parcelasPagas);
    expect(row).toMatchObject({ paga: true, saldo: '6661.50' });
    expectOneBalance(figures, '6661.50');
    // 14 × 499,24 + 499,26 = 7.488,62 − 6.661,50 = 827,12, the schedule's interest over the 15 open installments.
    expect(figures.payoff.saldoNominal).toBe('7488.62');
    expectOneInterest(figures, '827.12');
    expect(openOf(contract).reduce((sum, item) => sum.plus(item.juros), new Money(0)).toFixed(2)).toBe('827.12');
  });

  it('ten days later (no installment falls due): carried at 1,5 % a month, 6.661,50 × 1,015^(10/30) = 6.694,64 everywhere; 793,98 of interest', async () => {
    const contract = contractOf({ ...loanRow, valorContratado: String(loanRow.valorContratado), taxaMensal: String(loanRow.taxaMensal) });
    const lastPaid = contract.parcelas[loanRow.parcelasPagas - 1];
    const tenDaysLater = plusDays(lastPaid.vencimento, 10);
    expect(daysBetween(lastPaid.vencimento, tenDaysLater)).toBe(10);
    const figures = await on(tenDaysLater, async () => {
      // A session of that day (a token made today would read as expired there).
      lucas = await login(context.app, DEMO_ACCOUNTS.lucas.cpf);
      return figuresEverywhere();
    });
    expect(figures.list.dataConsulta).toBe(tenDaysLater);
    expect(payoffAt(contract, tenDaysLater)).toBe('6694.64');
    expectOneBalance(figures, '6694.64');
    expect(interestStillDue(contract, tenDaysLater)).toBe('793.98');
    expectOneInterest(figures, '793.98');
  });
});
