import { futureValue, incomeFactor, monthlyRate, neededContribution, projectBenefit, type IncomeInput } from './benefit-simulator-projection';
import type { ApiValidationError } from './api-types';
import { Money, toCents, type MoneyValue } from './money';

/**
 * Retirement planning ('Minha aposentadoria', issue 30): the whole monthly income at a chosen age in today's reais
 * (the fund's income from the benefit simulator's own projection, the INSS estimate and other income the person
 * types), in three return scenarios, a goal with the gap and what closes it, and whether the person is on track.
 * The fund's income is always the simulator's figure for the same inputs; only its deflation is added here.
 */

/** Three return assumptions of the plan (settings/beneficios), percent a year with 2 places. */
export interface ScenarioReturns {
  pessimista: string;
  esperada: string;
  otimista: string;
}
export type Scenario = keyof ScenarioReturns;
export const SCENARIOS: readonly Scenario[] = ['pessimista', 'esperada', 'otimista'];

export interface PlanningInput {
  /** Today's balance (decimal text), the same as the balance extract's. */
  saldoAtual: string;
  /** The monthly contribution (participant + sponsor) of the latest paid competence; '0.00' for one who no longer pays. */
  contribuicaoMensal: string;
  /** Months from today to the month the person turns the target age. */
  meses: number;
  /** Percent a year ('4.50'): the inflation assumption that turns future reais into today's. */
  inflacaoAnual: string;
  /** How the fund pays: a fixed term (the planning settings) and 12 or 13 payments a year (the benefit parameters). */
  renda: IncomeInput;
}

/** (1 + π)^(meses/12): how many future reais buy what one real buys today, `meses` from now. */
export function inflationFactor(inflacaoAnual: string, meses: number): MoneyValue {
  return new Money(1).plus(new Money(inflacaoAnual).div(100)).pow(new Money(meses).div(12));
}

/** A future amount in today's reais, rounded to centavos. */
export function toTodaysReais(nominal: string, inflacaoAnual: string, meses: number): string {
  return toCents(new Money(nominal).div(inflationFactor(inflacaoAnual, meses))).toFixed(2);
}

/** An amount in today's reais as it will be written `meses` from now (the reverse of toTodaysReais), unrounded. */
function toFutureReais(todays: string, inflacaoAnual: string, meses: number): MoneyValue {
  return new Money(todays).times(inflationFactor(inflacaoAnual, meses));
}

/**
 * The inflation assumption a plan starts with: the IPCA's average year, from the series' last 12 months
 * (their accumulated change, 2 places); null when fewer than 12 months are known.
 */
export function ipcaInflationAssumption(lastMonths: readonly string[]): string | null {
  if (lastMonths.length < 12) return null;
  const factor = lastMonths.slice(-12).reduce((product, variacao) => product.times(new Money(1).plus(new Money(variacao).div(100))), new Money(1));
  return factor.minus(1).times(100).toFixed(2);
}

export interface ScenarioFigures {
  cenario: Scenario;
  rentabilidadeAnual: string;
  saldoProjetado: string;
  /** The simulator's monthly income (the reais of that day). */
  rendaMensalNominal: string;
  /** The same income in today's reais. */
  rendaMensalHoje: string;
}

/** One scenario: the simulator's projection (projectBenefit) and its income deflated. */
export function scenarioFigures(input: PlanningInput, cenario: Scenario, rentabilidadeAnual: string): ScenarioFigures {
  const projection = projectBenefit({ saldoInicial: input.saldoAtual, contribuicaoMensal: input.contribuicaoMensal, rentabilidadeAnual, meses: input.meses }, input.renda);
  return {
    cenario,
    rentabilidadeAnual,
    saldoProjetado: projection.saldoProjetado,
    rendaMensalNominal: projection.rendaMensal,
    rendaMensalHoje: toTodaysReais(projection.rendaMensal, input.inflacaoAnual, input.meses),
  };
}

export interface OtherIncome {
  /** The INSS estimate the person typed (today's reais a month; Meu INSS shows it). */
  estimativaInss: string;
  /** Other monthly income at retirement (rents, another plan), today's reais. */
  outrasRendas: string;
}

export interface RetirementPicture {
  cenarios: ScenarioFigures[];
  /** The whole monthly income in the expected scenario: the fund's, the INSS and the rest, today's and nominal. */
  total: { fundoHoje: string; fundoNominal: string; inss: string; outras: string; totalHoje: string; totalNominal: string };
}

/**
 * The whole picture at the target age. The INSS and the other income are typed in today's reais and assumed to keep
 * their value (the INSS is adjusted yearly by inflation), so their nominal figure is today's grown by the assumption.
 */
export function retirementPicture(input: PlanningInput, returns: ScenarioReturns, other: OtherIncome): RetirementPicture {
  const cenarios = SCENARIOS.map((cenario) => scenarioFigures(input, cenario, returns[cenario]));
  const expected = cenarios[1];
  const othersToday = new Money(other.estimativaInss).plus(other.outrasRendas);
  const othersNominal = toCents(toFutureReais(othersToday.toFixed(2), input.inflacaoAnual, input.meses));
  return {
    cenarios,
    total: {
      fundoHoje: expected.rendaMensalHoje,
      fundoNominal: expected.rendaMensalNominal,
      inss: new Money(other.estimativaInss).toFixed(2),
      outras: new Money(other.outrasRendas).toFixed(2),
      totalHoje: new Money(expected.rendaMensalHoje).plus(othersToday).toFixed(2),
      totalNominal: new Money(expected.rendaMensalNominal).plus(othersNominal).toFixed(2),
    },
  };
}

export interface BandPoint {
  idade: number;
  /** The balance at that birthday in each scenario, in today's reais. */
  pessimista: string;
  esperada: string;
  otimista: string;
}

/**
 * The chart's band: the balance in today's reais at each birthday from this year's to the target age, in the three
 * scenarios (the first point is today's balance).
 */
export function scenarioBand(input: Omit<PlanningInput, 'renda' | 'meses'>, returns: ScenarioReturns, idadeAtual: number, mesesAteAlvo: number, idadeAlvo: number): BandPoint[] {
  const points: BandPoint[] = [];
  for (let idade = idadeAtual; idade <= idadeAlvo; idade += 1) {
    // Months from today to that birthday: the target's months minus the whole years still after it.
    const meses = idade === idadeAtual ? 0 : Math.max(0, mesesAteAlvo - (idadeAlvo - idade) * 12);
    const at = (cenario: Scenario) =>
      toCents(futureValue({ saldoInicial: input.saldoAtual, contribuicaoMensal: input.contribuicaoMensal, rentabilidadeAnual: returns[cenario], meses }).div(inflationFactor(input.inflacaoAnual, meses))).toFixed(2);
    points.push({ idade, pessimista: at('pessimista'), esperada: at('esperada'), otimista: at('otimista') });
  }
  return points;
}

export interface GoalAssessment {
  rendaDesejada: string;
  /** desired − projected total, today's reais; zero or negative when the goal is reached. */
  diferenca: string;
  atingida: boolean;
  /** The whole monthly contribution (nominal) that reaches the goal at the target age in the expected scenario. */
  contribuicaoNecessaria: string;
  /** What to add to today's monthly contribution; '0.00' when nothing is missing. */
  contribuicaoAdicional: string;
  /** Or one sporadic contribution today that closes the gap alone (nominal, rounded up to the centavo). */
  aporteUnico: string;
  /** The first age, up to idadeMaxima, at which today's contribution reaches the goal; null if none does. */
  idadeQueFecha: number | null;
}

/**
 * The gap to a goal and what closes it. The contribution is solved in closed form (neededContribution: the fund
 * income needed, in the reais of that day, brought back through the annuity and accumulation factors, rounded up to
 * the centavo), not by trial. The age that closes it is the first whole age whose expected total reaches the goal.
 */
export function assessGoal(
  input: PlanningInput,
  expectedReturn: string,
  other: OtherIncome,
  goal: { rendaDesejada: string },
  later: { idadeAlvo: number; idadeMaxima: number; mesesAteIdade: (idade: number) => number },
): GoalAssessment {
  const othersToday = new Money(other.estimativaInss).plus(other.outrasRendas);
  const fundToday = scenarioFigures(input, 'esperada', expectedReturn).rendaMensalHoje;
  const diferenca = new Money(goal.rendaDesejada).minus(othersToday).minus(fundToday);
  const neededFundToday = Money.max(0, new Money(goal.rendaDesejada).minus(othersToday));
  // Rounded up: a centavo short of the goal, once deflated back, would read as not reached.
  const neededFundNominal = toFutureReais(neededFundToday.toFixed(2), input.inflacaoAnual, input.meses).toDecimalPlaces(2, Money.ROUND_UP).toFixed(2);
  const contribuicaoNecessaria = neededContribution({ saldoInicial: input.saldoAtual, rentabilidadeAnual: expectedReturn, meses: input.meses }, input.renda, neededFundNominal);
  // The balance the goal needs at the target age, less what today's path reaches, brought back to today.
  const growth = monthlyRate(expectedReturn).plus(1).pow(input.meses);
  const neededBalance = new Money(neededFundNominal).times(incomeFactor(input.renda, expectedReturn));
  const missingBalance = neededBalance.minus(futureValue({ saldoInicial: input.saldoAtual, contribuicaoMensal: input.contribuicaoMensal, rentabilidadeAnual: expectedReturn, meses: input.meses }));
  const aporteUnico = Money.max(0, missingBalance.div(growth)).toDecimalPlaces(2, Money.ROUND_UP).toFixed(2);
  const reaches = (meses: number) => new Money(scenarioFigures({ ...input, meses }, 'esperada', expectedReturn).rendaMensalHoje).plus(othersToday).gte(goal.rendaDesejada);
  let idadeQueFecha: number | null = null;
  for (let idade = later.idadeAlvo; idade <= later.idadeMaxima; idade += 1) {
    if (reaches(later.mesesAteIdade(idade))) {
      idadeQueFecha = idade;
      break;
    }
  }
  return {
    rendaDesejada: new Money(goal.rendaDesejada).toFixed(2),
    diferenca: diferenca.toFixed(2),
    atingida: diferenca.lte(0),
    contribuicaoNecessaria,
    contribuicaoAdicional: Money.max(0, new Money(contribuicaoNecessaria).minus(input.contribuicaoMensal)).toFixed(2),
    aporteUnico,
    idadeQueFecha,
  };
}

/** More than this share below the goal is off track (issue 30: a notice when the person drifts off by more than 10 %). */
export const OFF_TRACK_SHARE = '0.10';

export type TrackingStatus = 'no_caminho' | 'fora_do_caminho';

/** Whether a projected total (today's reais) is within 10 % of the goal. */
export function trackingStatus(totalHoje: string, rendaDesejada: string): TrackingStatus {
  const floor = new Money(rendaDesejada).times(new Money(1).minus(OFF_TRACK_SHARE));
  return new Money(totalHoje).lt(floor) ? 'fora_do_caminho' : 'no_caminho';
}

/**
 * Whether a month's record calls for the off-track notice (issue 30; only to whoever asked for it with the goal): the
 * month is off track (trackingStatus) and the record before it was not, or there was none. Someone who stays off
 * track is told once, not every month; back on track and off again, they are told again.
 */
export function isOffTrackNoticeDue(current: TrackingStatus, previous: TrackingStatus | null): boolean {
  return current === 'fora_do_caminho' && previous !== 'fora_do_caminho';
}

/** How far a projected total (today's reais) falls short of the goal: the amount, and the share of the goal in percent. */
export function shortfallOf(totalHoje: string, rendaDesejada: string): { diferenca: string; percentual: string } {
  const diferenca = Money.max(0, new Money(rendaDesejada).minus(totalHoje));
  return { diferenca: diferenca.toFixed(2), percentual: diferenca.div(rendaDesejada).times(100).toFixed(2) };
}

/** The limits of a goal (the API's 400s). */
export const PLANNING_LIMITS = {
  idadeMinima: 40,
  idadeMaxima: 85,
  /** Any monthly amount, in R$. */
  valorMaximo: '9999999.99',
} as const;

export const PLANNING_MESSAGES = {
  idadeAlvo: `Informe uma idade de ${PLANNING_LIMITS.idadeMinima} a ${PLANNING_LIMITS.idadeMaxima} anos, maior que a sua idade hoje.`,
  rendaDesejada: 'Informe a renda mensal desejada, em reais, maior que zero (ex.: 5000.00).',
  estimativaInss: 'Informe a estimativa do INSS em reais (ex.: 3200.00), ou 0.00 se não tiver.',
  outrasRendas: 'Informe as outras rendas mensais em reais (ex.: 1000.00), ou 0.00 se não tiver.',
  rendaTributavelAnual: 'Informe a renda bruta tributável do ano, em reais, maior que zero (ex.: 120000.00).',
  saved: 'Meta salva.',
  noParameters: 'O plano ainda não tem parâmetros de benefício: o planejamento precisa deles.',
} as const;

/** A decimal amount with up to 2 places, from 0 (or above 0) to the limit. */
export function isPlanningAmount(value: unknown, allowZero: boolean): value is string {
  if (typeof value !== 'string' || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) return false;
  const amount = new Money(value);
  return (allowZero ? amount.gte(0) : amount.gt(0)) && amount.lte(PLANNING_LIMITS.valorMaximo);
}

/** A goal as PUT /atualizarPlanejamento takes it (amounts as decimal text, today's reais). */
export interface GoalInput {
  idadeAlvo: number;
  rendaDesejada: string;
  estimativaInss: string;
  outrasRendas: string;
  /** Absent keeps the one given before; null clears it. */
  rendaTributavelAnual?: string | null;
  /** The off-track notice, opt-in: absent keeps the choice saved before (none before: no notice). */
  avisarDesvio?: boolean;
}

/** The API's rules for a goal, field by field (the page checks the same before sending). */
export function goalErrors(input: GoalInput, idadeAtual: number): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  const { idadeMinima, idadeMaxima } = PLANNING_LIMITS;
  if (!Number.isInteger(input.idadeAlvo) || input.idadeAlvo < idadeMinima || input.idadeAlvo > idadeMaxima || input.idadeAlvo <= idadeAtual) {
    errors.push({ path: 'idadeAlvo', message: PLANNING_MESSAGES.idadeAlvo, type: 'range' });
  }
  if (!isPlanningAmount(input.rendaDesejada, false)) errors.push({ path: 'rendaDesejada', message: PLANNING_MESSAGES.rendaDesejada, type: 'amount' });
  if (!isPlanningAmount(input.estimativaInss, true)) errors.push({ path: 'estimativaInss', message: PLANNING_MESSAGES.estimativaInss, type: 'amount' });
  if (!isPlanningAmount(input.outrasRendas, true)) errors.push({ path: 'outrasRendas', message: PLANNING_MESSAGES.outrasRendas, type: 'amount' });
  if (input.rendaTributavelAnual != null && !isPlanningAmount(input.rendaTributavelAnual, false)) {
    errors.push({ path: 'rendaTributavelAnual', message: PLANNING_MESSAGES.rendaTributavelAnual, type: 'amount' });
  }
  return errors;
}
