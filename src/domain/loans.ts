// Over 300 lines: every loan figure (schedule, IOF, CET, payoff, prepayment, renegotiation) comes from one schedule rule; kept together so they round alike.
import { annuityFactor } from './benefit-simulator-projection';
import { Money, toCents, type MoneyValue } from './money';

/**
 * Loans of the loan-enabled plan kind (domain-rules.md, "Loans" and "Loans: CET and SAC"): the Price and SAC
 * schedules, the IOF of Decreto 6.306/2007, the CET, the margin, the payoff at a date, partial prepayment and
 * renegotiation. Money is exact (Money, half-up to centavos); dates are ISO days (yyyy-MM-dd).
 */

export type LoanSystem = 'price' | 'sac';

export interface Installment {
  numero: number;
  vencimento: string;
  amortizacao: string;
  juros: string;
  valorParcela: string;
  /** The balance after this installment. */
  saldo: string;
}

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

function parseDay(day: string): { year: number; month: number; date: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Data inválida: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
}

const utc = (day: string) => {
  const { year, month, date } = parseDay(day);
  return Date.UTC(year, month - 1, date);
};

/** Calendar days from `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** `day` plus `months` calendar months, on the same day of the month clamped to the month's last day (31/01 + 1 → 28/02 or 29/02). */
export function addMonthsClamped(day: string, months: number): string {
  const { year, month, date } = parseDay(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

/** The due date of installment `numero`: monthly on the credit date's day, the first one month after the credit. */
export const dueDate = (dataCredito: string, numero: number) => addMonthsClamped(dataCredito, numero);

/**
 * The time from `from` to `to` in months, as the contract's monthly rate counts it: the whole calendar months, then
 * the days left over a 30-day month (the commercial month). On an installment date the next installments are exactly
 * 1, 2, … months away, so the payoff there is PMT·a(n, i), the exit options' figure.
 */
export function monthsBetween(from: string, to: string): MoneyValue {
  if (to < from) return monthsBetween(to, from).neg();
  const a = parseDay(from);
  const b = parseDay(to);
  let whole = (b.year - a.year) * 12 + (b.month - a.month);
  while (whole > 0 && addMonthsClamped(from, whole) > to) whole -= 1;
  return new Money(whole).plus(new Money(daysBetween(addMonthsClamped(from, whole), to)).div(30));
}

/** Percent text ('1.50') → fraction (0.015). */
export const percentToRate = (percent: string): MoneyValue => new Money(percent).div(100);

/** PMT = PV·i / [1 − (1+i)^−n], rounded half-up to centavos (PV/n when the rate is zero). */
export function pricePayment(pv: MoneyValue | string, rate: MoneyValue, n: number): MoneyValue {
  return toCents(new Money(pv).div(annuityFactor(n, rate)));
}

export interface ScheduleInput {
  /** The principal (R$). */
  valor: MoneyValue | string;
  /** Monthly rate as a fraction (0.015). */
  taxa: MoneyValue;
  prazoMeses: number;
  sistema: LoanSystem;
  /** The day the money is credited; installment k falls due on dueDate(dataCredito, primeiro + k − 1). */
  dataCredito: string;
  /** The number of the first installment of this schedule (1 for a new contract; later ones for a recomputed schedule). */
  primeiraParcela?: number;
  /** Price with a fixed installment instead of the one PMT gives (prepayment keeping the installment, 'prazo'). */
  parcelaFixa?: MoneyValue;
  /** SAC with a fixed principal per installment instead of PV/n (prepayment keeping the installment's principal). */
  amortizacaoFixa?: MoneyValue;
}

/**
 * The schedule: interest on the open balance each month (rounded to centavos), Price with a constant installment or SAC
 * with a constant principal; the last installment takes whatever balance is left, so the principal sums exactly to PV.
 */
export function schedule(input: ScheduleInput): Installment[] {
  const first = input.primeiraParcela ?? 1;
  const pv = toCents(input.valor);
  const payment = input.sistema === 'price' ? (input.parcelaFixa ?? pricePayment(pv, input.taxa, input.prazoMeses)) : null;
  const principal = input.sistema === 'sac' ? (input.amortizacaoFixa ?? toCents(pv.div(input.prazoMeses))) : null;
  const rows: Installment[] = [];
  let balance = pv;
  for (let k = 1; k <= input.prazoMeses && balance.gt(0); k += 1) {
    const juros = toCents(balance.times(input.taxa));
    let amortizacao = payment ? payment.minus(juros) : principal!;
    if (k === input.prazoMeses || amortizacao.gte(balance)) amortizacao = balance;
    balance = balance.minus(amortizacao);
    rows.push({
      numero: first + k - 1,
      vencimento: dueDate(input.dataCredito, first + k - 1),
      amortizacao: amortizacao.toFixed(2),
      juros: juros.toFixed(2),
      valorParcela: amortizacao.plus(juros).toFixed(2),
      saldo: balance.toFixed(2),
    });
  }
  return rows;
}

const sum = (values: readonly string[]) => values.reduce((total, value) => total.plus(value), new Money(0));
export const totalInterest = (rows: readonly Installment[]) => sum(rows.map((row) => row.juros)).toFixed(2);
export const totalPaid = (rows: readonly Installment[]) => sum(rows.map((row) => row.valorParcela)).toFixed(2);

/** IOF for individuals (Decreto 6.306/2007, art. 7º, I, b, 3 and § 15): 0,38 % flat plus 0,0082 % a day on each installment's principal. */
export const IOF_FLAT = new Money('0.0038');
export const IOF_DAILY = new Money('0.000082');
export const IOF_MAX_DAYS = 365;

/** 0,38 % × PV + Σ principal_k × 0,0082 % × min(days credit → due_k, 365), rounded once, half-up, to centavos. */
export function iof(pv: MoneyValue | string, rows: readonly Installment[], dataCredito: string): string {
  const daily = rows.reduce((total, row) => total.plus(new Money(row.amortizacao).times(IOF_DAILY).times(Math.min(daysBetween(dataCredito, row.vencimento), IOF_MAX_DAYS))), new Money(0));
  return toCents(new Money(pv).times(IOF_FLAT).plus(daily)).toFixed(2);
}

/**
 * CET (custo efetivo total) by Resolução CMN 3.517/2007, art. 1º: the yearly rate that makes the installments, each
 * discounted by (1 + CET)^(days from the credit to its due date / 365), equal the amount actually credited; the monthly
 * one is its equivalent, (1 + mensal)^12 = 1 + anual. Solved by bisection to 1e-12 (the flows are one inflow then
 * outflows, so the present value falls as the rate rises and the root is unique). Percent strings, 2 places (the
 * resolution's "taxa percentual anual, com duas casas decimais").
 */
export function cet(valorLiquido: MoneyValue | string, rows: readonly Pick<Installment, 'vencimento' | 'valorParcela'>[], dataCredito: string): { mensal: string; anual: string } {
  const net = Number(valorLiquido);
  const flows = rows.map((row) => ({ amount: Number(row.valorParcela), years: daysBetween(dataCredito, row.vencimento) / 365 }));
  const presentValue = (rate: number) => flows.reduce((total, flow) => total + flow.amount / (1 + rate) ** flow.years, 0);
  let low = -0.99;
  let high = 1;
  while (presentValue(high) > net && high < 1e6) high *= 2;
  for (let step = 0; step < 300 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > net) low = middle;
    else high = middle;
  }
  const annual = (low + high) / 2;
  const monthly = (1 + annual) ** (1 / 12) - 1;
  return { mensal: toCents(monthly * 100).toFixed(2), anual: toCents(annual * 100).toFixed(2) };
}

/**
 * The net amount credited: PV − IOF. The fund withholds the IOF from the credit instead of financing it (adding it to
 * the principal): the participant borrows exactly the amount asked for, pays installments on that amount only, and the
 * tax is shown as the difference between what is borrowed and what arrives (the convention of most payroll loans).
 */
export const netCredit = (pv: MoneyValue | string, iofValue: string) => new Money(pv).minus(iofValue).toFixed(2);

export interface LoanSimulation {
  dataCredito: string;
  valorParcela: string;
  jurosTotais: string;
  iof: string;
  valorLiquido: string;
  cet: { mensal: string; anual: string };
  parcelas: Installment[];
}

/** A new contract: the schedule, its interest, the IOF (when the plan charges it), the net credit and the CET. */
export function simulateLoan(input: { valor: string; taxaMensalPercent: string; prazoMeses: number; sistema: LoanSystem; dataCredito: string; cobraIof: boolean }): LoanSimulation {
  const parcelas = schedule({ valor: input.valor, taxa: percentToRate(input.taxaMensalPercent), prazoMeses: input.prazoMeses, sistema: input.sistema, dataCredito: input.dataCredito });
  const tax = input.cobraIof ? iof(input.valor, parcelas, input.dataCredito) : '0.00';
  const valorLiquido = netCredit(input.valor, tax);
  return {
    dataCredito: input.dataCredito,
    // The first installment: Price's constant one, SAC's largest.
    valorParcela: parcelas[0].valorParcela,
    jurosTotais: totalInterest(parcelas),
    iof: tax,
    valorLiquido,
    cet: cet(valorLiquido, parcelas, input.dataCredito),
    parcelas,
  };
}

/**
 * Margin (domain-rules.md): the plan's share of the monthly income, less the installments of the open loans. The
 * income is the salary of an active participant or the benefit of an assisted one, net of the income tax; no income → 0.
 */
export function availableMargin(percentualMargem: string, rendaMensal: string | null, openInstallments: readonly string[]): string {
  if (rendaMensal === null) return '0.00';
  const margin = toCents(new Money(rendaMensal).times(percentualMargem).div(100)).minus(sum(openInstallments));
  return Money.max(margin, 0).toFixed(2);
}

/** A contract as the loan rows keep it. */
export interface LoanContract {
  /** Monthly rate as a fraction ('0.015000'). */
  taxaMensal: string;
  parcelasPagas: number;
  parcelas: readonly Installment[];
  /** The day the money was credited: where the balance is counted from while no installment is paid. */
  dataCredito: string;
}

export const openOf = (loan: Pick<LoanContract, 'parcelasPagas' | 'parcelas'>) => loan.parcelas.filter((row) => row.numero > loan.parcelasPagas);

/** The due date of the last paid installment (or the credit date): where the open installments' principal stands and a recomputed schedule starts counting. */
function baseDate(loan: LoanContract) {
  const paid = loan.parcelas.filter((row) => row.numero <= loan.parcelasPagas).at(-1);
  return paid?.vencimento ?? loan.dataCredito;
}

/**
 * The outstanding balance of a loan on a date: the one figure the loans page, its schedule, the payoff, the prepayment,
 * the renegotiation, the exit options and the data export all show.
 *
 * Rule: the principal the open installments still amortize, on the due date of the last paid one (the schedule's own
 * 'saldo' there: the present value of the open installments at the contract rate as the contract counts it, each
 * month's interest charged in centavos), carried to the date at the contract rate, × (1 + i)^months (monthsBetween),
 * and rounded half-up once. An installment already due and unpaid is carried forward at the same rate; a date before
 * the base (installments paid ahead) is discounted.
 *
 * Why not Σ installment / (1 + i)^t over the open installments, rounded: that ignores the centavos the contract rounds
 * each month, so it drifts from the schedule (Lucas: 6.661,49 beside the schedule's 6.661,50 on the same installment
 * date) and does not even give the principal back on the credit day (1.000,01 for a loan of 1.000,00).
 */
export function payoffAt(loan: LoanContract, data: string): string {
  const open = openOf(loan);
  if (open.length === 0) return '0.00';
  const principal = sum(open.map((row) => row.amortizacao));
  // Before its base date (a loan looked at before the credit lands) nothing has accrued: the balance is not discounted.
  const base = baseDate(loan);
  const months = data < base ? new Money(0) : monthsBetween(base, data);
  return toCents(principal.times(new Money(loan.taxaMensal).plus(1).pow(months))).toFixed(2);
}

/**
 * The interest still inside the open installments on a date: what they add up to beyond that day's balance, i.e. what
 * paying the balance off that day saves. A difference of exact figures, with no rounding of its own: the payoff page's
 * 'Desconto de juros' and the prepayment page's 'Juros ainda a pagar' are this one number. On an installment date it is
 * the schedule's interest column summed over the open installments.
 */
export function interestStillDue(loan: LoanContract, data: string): string {
  return sum(openOf(loan).map((row) => row.valorParcela))
    .minus(payoffAt(loan, data))
    .toFixed(2);
}

export interface Prepayment {
  saldoDevedor: string;
  saldoAposAmortizacao: string;
  valorParcela: string;
  prazoRestante: number;
  jurosRestantesAntes: string;
  jurosRestantesDepois: string;
  economiaJuros: string;
  parcelas: Installment[];
}

/**
 * A partial prepayment on `data`: the balance that day (payoffAt) less the amount is the new balance, brought back to
 * the last paid due date at the contract rate and amortized again over the open dates: 'prazo' keeps the installment
 * (Price) or the principal per installment (SAC) and shortens the term; 'parcela' keeps the term and lowers the
 * installment. The interest still to pay, before and after, is counted from that day's balance (interestStillDue), so
 * the saving is exactly what the participant stops paying: Σ open installments − amount − Σ new installments.
 */
export function prepay(loan: LoanContract & { sistema: LoanSystem }, valor: string, modo: 'prazo' | 'parcela', data: string): Prepayment {
  const open = openOf(loan);
  const saldoDevedor = payoffAt(loan, data);
  const remaining = new Money(saldoDevedor).minus(valor);
  const rate = new Money(loan.taxaMensal);
  const atBase = toCents(remaining.div(rate.plus(1).pow(monthsBetween(baseDate(loan), data))));
  const common = { valor: atBase, taxa: rate, sistema: loan.sistema, dataCredito: loan.dataCredito, primeiraParcela: loan.parcelasPagas + 1 };
  const parcelas =
    modo === 'parcela'
      ? schedule({ ...common, prazoMeses: open.length })
      : schedule({
          ...common,
          prazoMeses: open.length,
          ...(loan.sistema === 'price' ? { parcelaFixa: new Money(open[0].valorParcela) } : { amortizacaoFixa: new Money(open[0].amortizacao) }),
        });
  const before = interestStillDue(loan, data);
  const after = new Money(totalPaid(parcelas)).minus(remaining).toFixed(2);
  return {
    saldoDevedor,
    saldoAposAmortizacao: remaining.toFixed(2),
    valorParcela: parcelas[0]?.valorParcela ?? '0.00',
    prazoRestante: parcelas.length,
    jurosRestantesAntes: before,
    jurosRestantesDepois: after,
    economiaJuros: new Money(before).minus(after).toFixed(2),
    parcelas,
  };
}

/**
 * Renegotiation: a new contract credited on `data` for the payoff of the old one, at the plan's current rate and system
 * for the new term. No money changes hands, so no IOF is charged on it here (the fund's tax team decides otherwise case by case).
 */
export function renegotiate(loan: LoanContract, plan: { taxaMensalPercent: string; sistema: LoanSystem }, prazoMeses: number, data: string) {
  const saldoDevedor = payoffAt(loan, data);
  const parcelas = schedule({ valor: saldoDevedor, taxa: percentToRate(plan.taxaMensalPercent), prazoMeses, sistema: plan.sistema, dataCredito: data });
  return {
    saldoDevedor,
    taxaMensal: new Money(plan.taxaMensalPercent).toFixed(2),
    sistema: plan.sistema,
    dataCredito: data,
    prazoMeses,
    valorParcela: parcelas[0].valorParcela,
    jurosTotais: totalInterest(parcelas),
    cet: cet(saldoDevedor, parcelas, data),
    parcelas,
  };
}

export { type LoanOperation } from './loans-operations';

/** The loan parameters of a plan, as the API reads and writes them (percent values: '1.50' = 1,5 % a month). */
export interface LoanSettings {
  taxaMensal: string;
  sistema: LoanSystem;
  prazoMaximo: number;
  valorMaximo: string;
  percentualMargem: string;
  tempoMinimoMeses: number;
  cobraIof: boolean;
}

/** Percent a month ('1.50') → the fraction the loan rows keep ('0.015000'). */
export const rateFraction = (percent: string) => new Money(percent).div(100).toFixed(6);
/** The fraction the loan rows keep ('0.015000') → percent a month ('1.50'). */
export const ratePercent = (fraction: string) => new Money(fraction).times(100).toFixed(2);

/** What the person pays next across the link's open loans: the earliest due date and, when several fall due that day, their sum. */
export interface NextDue {
  vencimento: string;
  valorParcela: string;
  /** How many loans fall due that day. */
  quantidade: number;
}

export function nextDue(dues: readonly Pick<Installment, 'vencimento' | 'valorParcela'>[]): NextDue | null {
  const first = dues.map((due) => due.vencimento).sort()[0];
  if (!first) return null;
  const sameDay = dues.filter((due) => due.vencimento === first);
  return { vencimento: first, valorParcela: sum(sameDay.map((due) => due.valorParcela)).toFixed(2), quantidade: sameDay.length };
}
