import { Money, toCents, type MoneyValue } from './money';

/**
 * The benefit projection of domain-rules.md: a balance growing with monthly contributions at a yearly rate, then an
 * income for a fixed term or as a share of the balance, and the reverse (the contribution a target income needs).
 * Exact decimals throughout; figures are rounded to centavos only when they are answered.
 */

/** How the income is paid: for a fixed number of months, or a percentage of the balance each month. */
export type IncomeForm = 'prazo' | 'percentual';

export interface ProjectionInput {
  /** Decimal text in R$. */
  saldoInicial: string;
  /** Decimal text in R$, paid at the end of each month. */
  contribuicaoMensal: string;
  /** Percent a year ('4.00' = 4 % a.a.). */
  rentabilidadeAnual: string;
  /** Months until the income starts. */
  meses: number;
}

export interface IncomeInput {
  formaRenda: IncomeForm;
  /** Months of income (formaRenda 'prazo'). */
  prazoMeses?: number;
  /** Percent of the balance paid each month ('0.50' = 0,5 % a month; formaRenda 'percentual'). */
  percentualSaldo?: string;
  /** 13: a yearly 13th income (abono anual) paid each December besides the 12 monthly ones. */
  pagamentosPorAno: 12 | 13;
}

export interface Projection {
  saldoProjetado: string;
  rendaMensal: string;
  /** Only in reverse mode: the monthly contribution that reaches the desired income. */
  contribuicaoNecessaria?: string;
  /** The balance at the end of each month, month 0 being today. */
  evolucao: Array<{ mes: number; saldo: string }>;
}

/** i_m = (1 + i_a)^(1/12) − 1, the monthly rate equivalent to a yearly one (compound). */
export function monthlyRate(annualPercent: string): MoneyValue {
  return new Money(1).plus(new Money(annualPercent).div(100)).pow(new Money(1).div(12)).minus(1);
}

/** a(n, i) = [1 − (1+i)^−n] / i: the present value of n payments of 1 (n when the rate is zero). */
export function annuityFactor(periods: number | MoneyValue, rate: MoneyValue): MoneyValue {
  if (rate.isZero()) return new Money(periods);
  return new Money(1).minus(rate.plus(1).pow(new Money(periods).neg())).div(rate);
}

/** s(n, i) = [(1+i)^n − 1] / i: the future value of n payments of 1 (n when the rate is zero). */
function accumulationFactor(periods: number, rate: MoneyValue): MoneyValue {
  if (rate.isZero()) return new Money(periods);
  return rate.plus(1).pow(periods).minus(1).div(rate);
}

/** FV = S0·(1+i_m)^n + C·s(n, i_m), unrounded. */
export function futureValue(input: ProjectionInput): MoneyValue {
  const rate = monthlyRate(input.rentabilidadeAnual);
  return new Money(input.saldoInicial).times(rate.plus(1).pow(input.meses)).plus(new Money(input.contribuicaoMensal).times(accumulationFactor(input.meses, rate)));
}

/**
 * How many monthly incomes one real of balance buys: R = FV / factor. Fixed term: a(N, i_m), plus a(N/12, i_a) when
 * a 13th income is paid each December (domain-rules.md); a share p of the balance: 1 / p.
 */
export function incomeFactor(income: IncomeInput, annualPercent: string): MoneyValue {
  if (income.formaRenda === 'percentual') return new Money(1).div(new Money(income.percentualSaldo ?? '0').div(100));
  const months = income.prazoMeses ?? 0;
  const monthly = annuityFactor(months, monthlyRate(annualPercent));
  if (income.pagamentosPorAno === 12) return monthly;
  return monthly.plus(annuityFactor(new Money(months).div(12), new Money(annualPercent).div(100)));
}

/** The balance month by month (month 0 = today), each rounded to centavos for display. */
export function balanceEvolution(input: ProjectionInput): Array<{ mes: number; saldo: string }> {
  const growth = monthlyRate(input.rentabilidadeAnual).plus(1);
  const contribution = new Money(input.contribuicaoMensal);
  let balance = new Money(input.saldoInicial);
  const points = [{ mes: 0, saldo: toCents(balance).toFixed(2) }];
  for (let month = 1; month <= input.meses; month += 1) {
    balance = balance.times(growth).plus(contribution);
    points.push({ mes: month, saldo: toCents(balance).toFixed(2) });
  }
  return points;
}

/** The projected balance and the income it pays. */
export function projectBenefit(input: ProjectionInput, income: IncomeInput): Projection {
  const balance = futureValue(input);
  return {
    saldoProjetado: toCents(balance).toFixed(2),
    rendaMensal: toCents(balance.div(incomeFactor(income, input.rentabilidadeAnual))).toFixed(2),
    evolucao: balanceEvolution(input),
  };
}

/**
 * Reverse mode: the monthly contribution that reaches a desired income, C = [R·factor − S0·(1+i)^n] / s(n, i), rounded
 * up to the centavo so that the income is reached; zero when the current balance already pays it.
 */
export function neededContribution(input: Omit<ProjectionInput, 'contribuicaoMensal'>, income: IncomeInput, desiredIncome: string): string {
  const rate = monthlyRate(input.rentabilidadeAnual);
  const neededBalance = new Money(desiredIncome).times(incomeFactor(income, input.rentabilidadeAnual));
  const missing = neededBalance.minus(new Money(input.saldoInicial).times(rate.plus(1).pow(input.meses)));
  if (missing.lte(0)) return '0.00';
  return missing.div(accumulationFactor(input.meses, rate)).toDecimalPlaces(2, Money.ROUND_UP).toFixed(2);
}

/** The projection in reverse mode: the needed contribution, and the balance and income it leads to. */
export function projectForIncome(input: Omit<ProjectionInput, 'contribuicaoMensal'>, income: IncomeInput, desiredIncome: string): Projection {
  const contribuicaoNecessaria = neededContribution(input, income, desiredIncome);
  return { ...projectBenefit({ ...input, contribuicaoMensal: contribuicaoNecessaria }, income), contribuicaoNecessaria };
}

/** Whole months from a birth date (yyyy-MM-dd) to the month the person turns `age`, counted from `today`. */
export function monthsUntilAge(birthDate: string, age: number, today: string): number {
  const [birthYear, birthMonth] = birthDate.split('-').map(Number);
  const [year, month] = today.split('-').map(Number);
  return Math.max(0, (birthYear + age - year) * 12 + (birthMonth - month));
}

/** Completed years of age on `today` (yyyy-MM-dd). */
export function ageOn(birthDate: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split('-').map(Number);
  const [year, month, day] = today.split('-').map(Number);
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}
