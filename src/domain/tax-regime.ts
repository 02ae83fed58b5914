// Over 300 lines: the regime comparison is one rule read end to end (redemption, income scenario, break-even, recommendation); each part feeds the next.
import { monthlyRate, projectBenefit } from './benefit-simulator-projection';
import { CATEGORY_ID, SITUATION_ID } from './constants';
import { formatBrl, formatPercent } from './format-decimal';
import { monthlyIncomeTax } from './income-tax';
import { Money, toCents, type MoneyValue } from './money';
import { regressiveRate, REGRESSIVE_TAX_FLOOR_RATE } from './extracts-regressive-tax';

/**
 * The tax regime of a plan link (service 1) and its assistant: who may still choose, and both regimes over the
 * participant's own numbers (a full redemption today, a monthly income at retirement), with the break-even income and a
 * recommendation in plain words. Pure: the API reads the data and the dated tables live in income-tax.ts and
 * regressive-tax.ts.
 */

export type TaxRegime = 'progressivo' | 'regressivo';

export const REGIME_LABEL: Readonly<Record<TaxRegime, string>> = { progressivo: 'Progressivo', regressivo: 'Regressivo' };
export const REGIME_NOT_INFORMED = 'Não informado';

/** Under the progressive regime a redemption has 15 % withheld at source in advance (domain-rules.md). */
export const PROGRESSIVE_REDEMPTION_WITHHOLDING = '15';

export const REGIME_MESSAGES = {
  regressiveIsFinal: 'Você já escolheu o regime regressivo, e essa escolha é irretratável: não pode ser desfeita (Lei 14.803/2024).',
  receivingBenefit:
    'O regime só pode ser escolhido até a concessão do benefício ou o primeiro resgate (Lei 14.803/2024). Seu benefício já foi concedido ou está em concessão, por isso a escolha não pode mais ser feita.',
} as const;

export interface RegimeChoice {
  podeEscolher: boolean;
  /** The regimes the link may still ask for. */
  opcoesPermitidas: TaxRegime[];
  /** Why no choice is possible, in plain words (only when podeEscolher is false). */
  motivo?: string;
}

const RECEIVING_CATEGORIES: number[] = [CATEGORY_ID.ASSISTED, CATEGORY_ID.PENSIONER];
const RECEIVING_SITUATIONS: number[] = [SITUATION_ID.IN_BENEFIT, SITUATION_ID.IN_CONCESSION];

/**
 * Lei 14.803/2024: the regime is chosen up to the grant of the benefit or the first redemption, and the regressive one
 * is irrevocable. So: nobody receiving (or about to receive) a benefit chooses; a regressive link stays regressive;
 * 'Não informado' may go either way; progressive may still go to regressive (the law lets the progressive participant
 * change until the benefit, and the only other regime is the regressive one).
 */
export function regimeChoice(link: { regimeTributacao: TaxRegime | null; idCategoria: number; idSituacao: number }): RegimeChoice {
  if (link.regimeTributacao === 'regressivo') return { podeEscolher: false, opcoesPermitidas: [], motivo: REGIME_MESSAGES.regressiveIsFinal };
  if (RECEIVING_CATEGORIES.includes(link.idCategoria) || RECEIVING_SITUATIONS.includes(link.idSituacao)) {
    return { podeEscolher: false, opcoesPermitidas: [], motivo: REGIME_MESSAGES.receivingBenefit };
  }
  if (link.regimeTributacao === 'progressivo') return { podeEscolher: true, opcoesPermitidas: ['regressivo'] };
  return { podeEscolher: true, opcoesPermitidas: ['progressivo', 'regressivo'] };
}

/** a ÷ b in percent with 2 places ('0.00' when b is zero). */
function percentOf(part: MoneyValue | string, whole: MoneyValue | string): string {
  const total = new Money(whole);
  if (total.isZero()) return '0.00';
  return new Money(part).div(total).times(100).toFixed(2);
}

// ---------------------------------------------------------------------------------------------------------------------
// (a) A full redemption today

export interface RegimeSide {
  imposto: string;
  aliquotaEfetiva: string;
  valorLiquido: string;
}

/**
 * Both regimes on a full redemption today. The regressive side is the regressive extract as it is (its lots, rates and
 * rounded taxes: the same figure as /services/extrato-ir-regressivo); the progressive side is the 15 % withheld in
 * advance on the same amount, which the yearly return then adjusts (up or down) with the person's other income.
 */
export function compareRedemption(extract: { valorAtual: string; imposto: string }): { valorBruto: string; progressivo: RegimeSide; regressivo: RegimeSide } {
  const gross = new Money(extract.valorAtual);
  const progressive = toCents(gross.times(PROGRESSIVE_REDEMPTION_WITHHOLDING).div(100));
  return {
    valorBruto: gross.toFixed(2),
    progressivo: { imposto: progressive.toFixed(2), aliquotaEfetiva: percentOf(progressive, gross), valorLiquido: gross.minus(progressive).toFixed(2) },
    regressivo: { imposto: new Money(extract.imposto).toFixed(2), aliquotaEfetiva: percentOf(extract.imposto, gross), valorLiquido: gross.minus(extract.imposto).toFixed(2) },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// (b) A monthly income at retirement

export interface IncomeScenarioInput {
  /** yyyy-MM-dd: the tax table of its month is used (today's table, values in today's money). */
  hoje: string;
  /** The regressive extract's lots: each paid contribution month (yyyy-MM) and its value today. */
  lotes: ReadonlyArray<{ competencia: string; valorAtual: string }>;
  /** Contribution per month until retirement (0 for someone not contributing any more). */
  contribuicaoMensal: string;
  mesesAteAposentadoria: number;
  /** Percent a year ('4.00'). */
  rentabilidadeAnual: string;
  /** Months of income (fixed term). */
  prazoMeses: number;
  pagamentosPorAno: 12 | 13;
  /** Other taxable income per month (salary, INSS, rent…), for the progressive table's marginal tax. */
  outrasRendasMensais: string;
}

const MONTH = /^(\d{4})-(\d{2})/;

/** yyyy-MM of `month` (yyyy-MM or yyyy-MM-dd) plus `count` months. */
export function addMonths(month: string, count: number): string {
  const [, year, monthNumber] = MONTH.exec(month)!;
  const index = Number(year) * 12 + Number(monthNumber) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The regressive tax of each income payment, lots aged at payment. The model (the same timing as the projection):
 * - month 0 is today's month; contribution k (k = 1…n, n = months to retirement) is a new lot of competence
 *   today + k months, paid at the end of that month as in futureValue; existing lots are the extract's, worth
 *   their value today;
 * - every lot earns the same monthly rate until it is paid out, and the income payment t (t = 1…N) falls on the first
 *   day of month today + n + t; with 13 payments a year, a 13th income (abono anual) is paid together with every 12th
 *   monthly one (the projection's a(N/12, i_a) term assumes exactly that);
 * - each payment is drawn from the oldest lots first (FIFO, as the regressive table is applied lot by lot, oldest
 *   first: domain-rules.md), and each part bears the rate of its lot's age on the payment day (regressiveRate). So
 *   everything contributed more than 10 years before a payment pays 10 %, and young lots, paid last, have aged too.
 * Values are tracked in "value at retirement" units (a lot's value at payment t is its value at retirement × (1+i)^t),
 * so no lot is grown month by month; each payment's tax is rounded to centavos, as it is withheld.
 */
function regressiveIncomeTaxes(input: IncomeScenarioInput, rendaMensal: MoneyValue) {
  const growth = monthlyRate(input.rentabilidadeAnual).plus(1);
  const months = input.mesesAteAposentadoria;
  const start = input.hoje.slice(0, 7);
  const toRetirement = growth.pow(months);
  const lots: Array<{ date: string; value: MoneyValue }> = input.lotes.map((lot) => ({ date: `${lot.competencia}-01`, value: new Money(lot.valorAtual).times(toRetirement) }));
  const contribution = new Money(input.contribuicaoMensal);
  if (contribution.gt(0)) {
    // Contribution k grows for n − k months until retirement.
    let factor = new Money(1);
    const future: typeof lots = [];
    for (let k = months; k >= 1; k -= 1) {
      future.push({ date: `${addMonths(start, k)}-01`, value: contribution.times(factor) });
      factor = factor.times(growth);
    }
    lots.push(...future.reverse());
  }
  lots.sort((a, b) => a.date.localeCompare(b.date));

  const payments: Array<{ data: string; valor: MoneyValue; imposto: string }> = [];
  const byRate = new Map<string, MoneyValue>();
  let lotIndex = 0;
  let growthToPayment = new Money(1);
  for (let t = 1; t <= input.prazoMeses; t += 1) {
    growthToPayment = growthToPayment.times(growth);
    const payDate = `${addMonths(start, months + t)}-01`;
    const amount = input.pagamentosPorAno === 13 && t % 12 === 0 ? rendaMensal.times(2) : rendaMensal;
    let needed = amount.div(growthToPayment);
    let tax = new Money(0);
    while (needed.gt(0) && lotIndex < lots.length) {
      const lot = lots[lotIndex];
      const taken = Money.min(needed, lot.value);
      const rate = regressiveRate(lot.date, payDate);
      const paid = taken.times(growthToPayment);
      tax = tax.plus(paid.times(rate).div(100));
      byRate.set(rate, (byRate.get(rate) ?? new Money(0)).plus(paid));
      lot.value = lot.value.minus(taken);
      needed = needed.minus(taken);
      if (lot.value.lte(0)) lotIndex += 1;
    }
    payments.push({ data: payDate, valor: amount, imposto: toCents(tax).toFixed(2) });
  }
  return { payments, byRate };
}

export interface IncomeComparison {
  renda: {
    saldoAtual: string;
    contribuicaoMensal: string;
    mesesAteAposentadoria: number;
    /** yyyy-MM of the first payment. */
    inicioRenda: string;
    rentabilidadeAnual: string;
    prazoMeses: number;
    pagamentosPorAno: 12 | 13;
    saldoProjetado: string;
    rendaMensal: string;
    /** Number of payments over the term (13th incomes included). */
    pagamentos: number;
    rendaTotal: string;
    outrasRendasMensais: string;
  };
  progressivo: { impostoMensal: string; aliquotaEfetiva: string; impostoTotal: string };
  regressivo: {
    impostoPrimeiroPagamento: string;
    aliquotaPrimeiroPagamento: string;
    impostoMedioPorPagamento: string;
    aliquotaEfetiva: string;
    impostoTotal: string;
    /** How much of the income bears each rate of the regressive table, lowest rate first. */
    porAliquota: Array<{ aliquota: string; renda: string }>;
  };
}

/**
 * Both regimes on the projected income. Progressive: the marginal tax the income adds to the other income, by the
 * monthly table in force today, tax(other + income) − tax(other), the same every payment (the 13th income taxed like
 * a month: the simplification assumes the other income has its 13th too); the yearly adjustment is left out.
 * Regressive: as regressiveIncomeTaxes.
 */
export function compareIncome(input: IncomeScenarioInput): IncomeComparison {
  const saldoAtual = input.lotes.reduce((total, lot) => total.plus(lot.valorAtual), new Money(0));
  const projection = projectBenefit(
    { saldoInicial: saldoAtual.toFixed(2), contribuicaoMensal: input.contribuicaoMensal, rentabilidadeAnual: input.rentabilidadeAnual, meses: input.mesesAteAposentadoria },
    { formaRenda: 'prazo', prazoMeses: input.prazoMeses, pagamentosPorAno: input.pagamentosPorAno },
  );
  const income = new Money(projection.rendaMensal);
  const competence = input.hoje.slice(0, 7);
  const other = new Money(input.outrasRendasMensais);
  const progressiveMonthly = new Money(monthlyIncomeTax(other.plus(income).toFixed(2), competence)).minus(monthlyIncomeTax(other.toFixed(2), competence));
  const { payments, byRate } = regressiveIncomeTaxes(input, income);
  const count = payments.length + (input.pagamentosPorAno === 13 ? Math.floor(input.prazoMeses / 12) : 0);
  const totalIncome = income.times(count);
  const regressiveTotal = payments.reduce((total, payment) => total.plus(payment.imposto), new Money(0));
  const first = payments[0];
  return {
    renda: {
      saldoAtual: saldoAtual.toFixed(2),
      contribuicaoMensal: new Money(input.contribuicaoMensal).toFixed(2),
      mesesAteAposentadoria: input.mesesAteAposentadoria,
      inicioRenda: addMonths(competence, input.mesesAteAposentadoria + 1),
      rentabilidadeAnual: new Money(input.rentabilidadeAnual).toFixed(2),
      prazoMeses: input.prazoMeses,
      pagamentosPorAno: input.pagamentosPorAno,
      saldoProjetado: projection.saldoProjetado,
      rendaMensal: income.toFixed(2),
      pagamentos: count,
      rendaTotal: totalIncome.toFixed(2),
      outrasRendasMensais: other.toFixed(2),
    },
    progressivo: {
      impostoMensal: progressiveMonthly.toFixed(2),
      aliquotaEfetiva: percentOf(progressiveMonthly, income),
      impostoTotal: progressiveMonthly.times(count).toFixed(2),
    },
    regressivo: {
      impostoPrimeiroPagamento: first ? first.imposto : '0.00',
      aliquotaPrimeiroPagamento: first ? percentOf(first.imposto, income) : '0.00',
      impostoMedioPorPagamento: count ? toCents(regressiveTotal.div(count)).toFixed(2) : '0.00',
      aliquotaEfetiva: percentOf(regressiveTotal, totalIncome),
      impostoTotal: regressiveTotal.toFixed(2),
      porAliquota: [...byRate.entries()]
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([aliquota, renda]) => ({ aliquota: new Money(aliquota).toFixed(2), renda: toCents(renda).toFixed(2) })),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Break-even

/** The highest monthly income searched (R$ 1 million): above it the progressive table's rate no longer moves. */
const BREAK_EVEN_CEILING_CENTS = 100_000_000;

/**
 * The monthly income from the plan (R$, to the centavo) from which the progressive tax it adds to the other income,
 * tax(other + X) − tax(other), is at least `ratePercent` % of it (the regressive rate at retirement, e.g. 10 %): below
 * it the progressive regime pays less, from it on the regressive one does. Found by bisection over whole centavos
 * with the monthly table of `competence` (the 2026 reducer included). '0.00' when the progressive already costs more
 * at any income (a high other income); null when it never reaches the rate (the table stops at 27,5 %).
 */
export function breakEvenIncome(ratePercent: string, otherIncome: string, competence: string): string | null {
  const rate = new Money(ratePercent).div(100);
  if (rate.lte(0)) return null;
  const other = new Money(otherIncome);
  const otherTax = new Money(monthlyIncomeTax(other.toFixed(2), competence));
  const progressiveCostsMore = (cents: number) => {
    const income = new Money(cents).div(100);
    const progressive = new Money(monthlyIncomeTax(other.plus(income).toFixed(2), competence)).minus(otherTax);
    return progressive.gte(income.times(rate));
  };
  if (!progressiveCostsMore(BREAK_EVEN_CEILING_CENTS)) return null;
  if (progressiveCostsMore(1)) return '0.00';
  let below = 1;
  let above = BREAK_EVEN_CEILING_CENTS;
  while (above - below > 1) {
    const middle = Math.floor((below + above) / 2);
    if (progressiveCostsMore(middle)) above = middle;
    else below = middle;
  }
  return new Money(above).div(100).toFixed(2);
}

// ---------------------------------------------------------------------------------------------------------------------
// Recommendation

export interface Recommendation {
  regime: TaxRegime;
  explicacao: string;
  /** Always: the regressive choice is irrevocable, other income and deductions matter, it is an estimate. */
  ressalvas: string[];
}

export const RECOMMENDATION_CAVEATS = [
  'A escolha do regime regressivo é irretratável: depois de confirmada, não pode ser desfeita (Lei 14.803/2024).',
  'Outras rendas tributáveis (salário, aposentadoria do INSS, aluguéis) e deduções (dependentes, saúde, pensão alimentícia) mudam o imposto da tabela progressiva. Informe suas outras rendas para uma conta mais próxima da sua.',
  'É uma estimativa com a tabela de imposto de hoje e a rentabilidade informada, em valores de hoje. Não é recomendação de investimento; em caso de dúvida, fale com o fundo pelo chat.',
] as const;

/** Below this difference over the whole income (or R$ 1) the regimes are called a tie. */
const TIE_SHARE = '0.01';

/**
 * From the numbers: the regime with less tax over the whole income wins; when the two are within 1 % of the income
 * (a tie), the progressive one, because it keeps the door open (a progressive participant may still move to the
 * regressive regime until the benefit is granted; the regressive choice cannot be undone).
 */
export function recommendRegime(input: {
  renda: IncomeComparison;
  resgate: ReturnType<typeof compareRedemption>;
  pontoDeEquilibrio: string | null;
  regimeAtual: TaxRegime | null;
}): Recommendation {
  const { renda, resgate, pontoDeEquilibrio } = input;
  const progressive = new Money(renda.progressivo.impostoTotal);
  const regressive = new Money(renda.regressivo.impostoTotal);
  const difference = progressive.minus(regressive);
  const tieLimit = Money.max(1, new Money(renda.renda.rendaTotal).times(TIE_SHARE));
  const years = renda.renda.prazoMeses / 12;
  const term = `${years} ${years === 1 ? 'ano' : 'anos'}`;
  const incomeText = `A renda projetada é de ${formatBrl(renda.renda.rendaMensal)} por mês durante ${term}`;
  const breakEvenText =
    pontoDeEquilibrio === null
      ? `a tabela progressiva não chega à alíquota regressiva de ${formatPercent(renda.regressivo.aliquotaEfetiva)} em nenhuma renda`
      : `o ponto de equilíbrio é ${formatBrl(pontoDeEquilibrio)} por mês`;
  const redemptionText = `Num resgate total hoje, o regressivo reteria ${formatBrl(resgate.regressivo.imposto)} (${formatPercent(resgate.regressivo.aliquotaEfetiva)}); o progressivo reteria ${formatBrl(resgate.progressivo.imposto)} (15 %) como antecipação, acertada depois na declaração anual.`;

  let regime: TaxRegime;
  let reason: string;
  if (new Money(renda.renda.rendaMensal).lte(0)) {
    regime = 'progressivo';
    reason = `Ainda não há saldo nem contribuições para projetar uma renda. Enquanto isso, o progressivo é a escolha mais flexível: dele ainda dá para passar ao regressivo até a concessão do benefício, mas do regressivo não há volta.`;
  } else if (difference.abs().lte(tieLimit)) {
    regime = 'progressivo';
    reason = `Com os seus números, os dois regimes cobrariam quase o mesmo imposto sobre a renda da aposentadoria (${formatBrl(progressive)} no progressivo e ${formatBrl(regressive)} no regressivo, no total). ${incomeText}, e ${breakEvenText}. Num empate, o progressivo é a escolha mais flexível: dele ainda dá para passar ao regressivo até a concessão do benefício, mas do regressivo não há volta.`;
  } else if (difference.gt(0)) {
    regime = 'regressivo';
    reason = `Com os seus números, o regime regressivo cobraria menos imposto sobre a renda da aposentadoria: ${formatBrl(regressive)} no total, contra ${formatBrl(progressive)} no progressivo (${formatBrl(difference)} a menos). ${incomeText}, acima do ponto de equilíbrio${pontoDeEquilibrio === null ? '' : ` de ${formatBrl(pontoDeEquilibrio)}`}.`;
  } else {
    regime = 'progressivo';
    reason = `Com os seus números, o regime progressivo cobraria menos imposto sobre a renda da aposentadoria: ${formatBrl(progressive)} no total, contra ${formatBrl(regressive)} no regressivo (${formatBrl(difference.neg())} a menos). ${incomeText}, e ${breakEvenText}: rendas menores pagam pouco ou nenhum imposto na tabela progressiva.`;
  }
  const current = input.regimeAtual === regime ? ` Você já está no regime ${REGIME_LABEL[regime].toLowerCase()}.` : '';
  return { regime, explicacao: `${reason}${current} ${redemptionText}`, ressalvas: [...RECOMMENDATION_CAVEATS] };
}

// ---------------------------------------------------------------------------------------------------------------------
// The whole assistant

export interface RegimeSimulation {
  resgate: ReturnType<typeof compareRedemption>;
  renda: IncomeComparison;
  pontoDeEquilibrio: { rendaMensal: string | null; aliquotaRegressiva: string; outrasRendasMensais: string };
  recomendacao: Recommendation;
}

/** The regressive rate the break-even uses: the income's effective regressive rate, or the table's floor without income. */
export function simulateRegimes(input: IncomeScenarioInput & { extrato: { valorAtual: string; imposto: string }; regimeAtual: TaxRegime | null }): RegimeSimulation {
  const resgate = compareRedemption(input.extrato);
  const renda = compareIncome(input);
  const hasIncome = new Money(renda.renda.rendaMensal).gt(0);
  const aliquotaRegressiva = hasIncome ? renda.regressivo.aliquotaEfetiva : new Money(REGRESSIVE_TAX_FLOOR_RATE).toFixed(2);
  const rendaMensal = breakEvenIncome(aliquotaRegressiva, input.outrasRendasMensais, input.hoje.slice(0, 7));
  const pontoDeEquilibrio = { rendaMensal, aliquotaRegressiva, outrasRendasMensais: new Money(input.outrasRendasMensais).toFixed(2) };
  return { resgate, renda, pontoDeEquilibrio, recomendacao: recommendRegime({ renda, resgate, pontoDeEquilibrio: rendaMensal, regimeAtual: input.regimeAtual }) };
}
