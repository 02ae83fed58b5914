import { ageOn, monthsUntilAge, projectBenefit } from './benefit-simulator-projection';
import { formatDateBr } from './format-date';
import { totalPayoff, type OpenLoan } from './loans-payoff';
import { apportionCents, Money, toCents, type MoneyValue } from './money';
import { progressiveFinalTaxRange } from './redemption-final-tax';
import { completedYears, regressiveRate, regressiveTax } from './extracts-regressive-tax';
import { PROGRESSIVE_REDEMPTION_WITHHOLDING, REGIME_LABEL, REGIME_NOT_INFORMED, type TaxRegime } from './tax-regime';

/**
 * The institutes on leaving the sponsor (Resolução CNPC 50/2022; services 13, 14, 15, 16, 17, 30, 37): what each
 * option is worth to the participant today, from the balances, the plan's rules (vesting of the sponsor share,
 * installments, waiting periods, the BPD age, the self-sponsorship fee) and the tax regime. Pure: the API reads the
 * data (desligamento module) and every page shows these figures as they are.
 *
 * - Redemption (resgate) = own balance (basic + supplementary + sporadic accounts) + the vested sponsor share, less the
 *   income tax of the regime and the payoff of open loans; paid at once or in up to `resgateParcelasMaximas` monthly
 *   installments (equal ones rounded down to the centavo, the last one taking the remainder).
 * - Portability = the same balance, moved to another fund without tax (Lei Complementar 109/2001, art. 14, § 4º: a
 *   portability is not a redemption); open loans are paid off from it first.
 * - BPD = the same balance left in the plan without contributions until the plan's BPD age, growing at the plan's
 *   reference return, then paid as a fixed-term income (the simulator's equations).
 * - Self-sponsorship = keep paying the own contribution and the sponsor's, plus the plan's administration fee.
 *
 * Tax regime not chosen yet ('Não informado'): the fund asks for the choice with the first redemption (Lei
 * 14.803/2024 lets it be made up to then) and, until the person chooses, figures the progressive regime, the one that
 * applies when no option is made, with a note saying so. A regressive choice is made in the tax-regime service.
 */

export interface VestingStep {
  anos: number;
  /** Percent of the sponsor share, 2 places ('80.00'). */
  percentual: string;
}

export interface InstituteRules {
  vestingPatrocinadora: readonly VestingStep[];
  resgateParcelasMaximas: number;
  carenciaPortabilidadeAnos: number;
  carenciaBpdAnos: number;
  idadeMinimaBpd: number;
  /** Percent on top of both contributions ('0.50'). */
  taxaAdministrativaAutopatrocinio: string;
}

/** One contribution month: the value today of its own contributions and of the sponsor's (R$, unrounded decimals). */
export interface ContributionLot {
  /** yyyy-MM-dd, the competence's first day. */
  competencia: string;
  proprio: string;
  patrocinadora: string;
}

export interface ExitOptionsInput {
  /** The fund's day (yyyy-MM-dd). */
  hoje: string;
  dataAdesao: string;
  dataNascimento: string;
  regime: TaxRegime | null;
  /** Account balances today, as the balance extract shows them (2 places). */
  saldoProprio: string;
  saldoPatrocinadora: string;
  lotes: readonly ContributionLot[];
  emprestimos: readonly OpenLoan[];
  regras: InstituteRules;
  /** The plan's benefit parameters (settings/beneficios). */
  beneficio: { rentabilidadeReferencia: string; pagamentosPorAno: 12 | 13 };
  /** The latest month of regular contributions: own (basic + supplementary) and the sponsor's; null when none. */
  ultimaContribuicao: { competencia: string; participante: string; patrocinadora: string } | null;
}

export interface Eligibility {
  elegivel: boolean;
  motivos: string[];
  /** yyyy-MM-dd, when only time is missing. */
  elegivelEm: string | null;
}

/** A BPD's income is estimated over 20 years (the simulators' default term), stated next to the figure. */
export const BPD_ESTIMATE_TERM_MONTHS = 240;

export const EXIT_MESSAGES = {
  regimeNotChosen:
    'Você ainda não escolheu o regime de tributação. Os valores consideram o regime progressivo, com 15 % de imposto retido na fonte como antecipação, acertado na declaração anual. Até o primeiro resgate você pode escolher o regime regressivo no serviço Regime de tributação.',
  waiting: (option: string, years: number, day: string) =>
    `${option} exige ${years} ${years === 1 ? 'ano' : 'anos'} de plano. Você completa esse tempo em ${formatDateBr(day)}.`,
} as const;

/** The percentage of the sponsor share vested after `years` in the plan: the highest step reached ('0.00' before the first). */
export function vestedPercent(steps: readonly VestingStep[], years: number): string {
  const reached = steps.filter((step) => years >= step.anos).sort((a, b) => b.anos - a.anos)[0];
  return new Money(reached?.percentual ?? '0').toFixed(2);
}

/** yyyy-MM-dd plus whole years; a 29 February lands on 1 March in a common year (the anniversary completedYears counts). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = year + years;
  const isLeap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  if (month === 2 && date === 29 && !isLeap) return `${target}-03-01`;
  return `${target}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** Eligibility that only needs years in the plan. */
export function waitingPeriod(option: string, dataAdesao: string, hoje: string, years: number): Eligibility {
  if (completedYears(dataAdesao, hoje) >= years) return { elegivel: true, motivos: [], elegivelEm: null };
  const day = addYears(dataAdesao, years);
  return { elegivel: false, motivos: [EXIT_MESSAGES.waiting(option, years, day)], elegivelEm: day };
}

/**
 * The taxable lots of a redemption: each month's own value plus its vested sponsor value, oldest first, as shares in
 * centavos of the amount redeemed (`total`; by default the lots' exact sum rounded once), by the balance's rounding
 * rule (apportionCents). So the lots add up to the amount paid, and a full redemption with everything vested has the
 * regressive-tax extract's lots, and its tax.
 */
export function redemptionLots(lotes: readonly ContributionLot[], vested: string, total?: string): Array<{ competencia: string; valor: string }> {
  const share = new Money(vested).div(100);
  const sorted = [...lotes].sort((a, b) => a.competencia.localeCompare(b.competencia));
  if (sorted.length === 0) return [];
  const shares = apportionCents(
    sorted.map((lot) => new Money(lot.proprio).plus(new Money(lot.patrocinadora).times(share))),
    total,
  );
  return sorted.map((lot, index) => ({ competencia: lot.competencia, valor: shares[index].toFixed(2) }));
}

/**
 * Regressive tax on `amount` taken from the lots oldest first (Lei 11.053/2004: the oldest contributions leave first),
 * each part at its lot's rate, rounded per lot as the regressive extract rounds. An amount past the lots' total (not
 * one the options offer: their lots add up to the amount) bears the newest lot's rate.
 */
export function regressiveTaxOnAmount(lots: ReadonlyArray<{ competencia: string; valor: string }>, amount: string, hoje: string): string {
  let remaining = new Money(amount);
  let tax = new Money(0);
  for (const lot of lots) {
    if (remaining.lte(0)) break;
    const taken = Money.min(remaining, lot.valor);
    tax = tax.plus(regressiveTax(taken.toFixed(2), regressiveRate(lot.competencia, hoje)));
    remaining = remaining.minus(taken);
  }
  if (remaining.gt(0) && lots.length) tax = tax.plus(regressiveTax(remaining.toFixed(2), regressiveRate(lots.at(-1)!.competencia, hoje)));
  return tax.toFixed(2);
}

/** Income tax on a redemption of `amount` under the regime (none chosen: progressive, see above). */
export function redemptionTax(regime: TaxRegime | null, amount: string, lots: ReadonlyArray<{ competencia: string; valor: string }>, hoje: string): string {
  if (regime === 'regressivo') return regressiveTaxOnAmount(lots, amount, hoje);
  return toCents(new Money(amount).times(PROGRESSIVE_REDEMPTION_WITHHOLDING).div(100)).toFixed(2);
}

/** n monthly installments of a net amount: equal ones rounded down to the centavo, the last one with the remainder. */
export function installments(net: string, parcelas: number): { parcelas: number; valorParcela: string; valorUltimaParcela: string } {
  const count = Math.max(1, Math.trunc(parcelas));
  const each = new Money(net).div(count).toDecimalPlaces(2, Money.ROUND_DOWN);
  return { parcelas: count, valorParcela: each.toFixed(2), valorUltimaParcela: new Money(net).minus(each.times(count - 1)).toFixed(2) };
}

const nonNegative = (value: MoneyValue) => (value.isNegative() ? new Money(0) : value);

/**
 * What the tax withheld on a redemption (or a withdrawal) becomes. Regressive: the withholding is final (Lei
 * 11.053/2004, art. 1º), nothing changes in the annual declaration. Progressive (or none chosen yet, which is taxed as
 * progressive): the 15 % is an advance, and the final tax of the declaration lies between the bounds of
 * redemption-final-tax.ts, for the year it is paid in; so does what is left of the gross amount after it.
 */
export function redemptionFinalTax(regime: TaxRegime | null, values: { bruto: string; imposto: string; descontoEmprestimos?: string }, hoje: string) {
  const year = Number(hoje.slice(0, 4));
  const netAfter = (tax: string) => nonNegative(new Money(values.bruto).minus(tax).minus(values.descontoEmprestimos ?? '0')).toFixed(2);
  const range = regime === 'regressivo' ? { anoCalendario: year, minimo: values.imposto, maximo: values.imposto } : progressiveFinalTaxRange(values.bruto, year);
  return { definitivo: regime === 'regressivo', ...range, liquidoMinimo: netAfter(range.maximo), liquidoMaximo: netAfter(range.minimo) };
}

export type RedemptionFinalTax = ReturnType<typeof redemptionFinalTax>;

/**
 * The same, flat, for a request's stored values (the request detail reads one row per key, request-data.ts): the range
 * of a progressive redemption, or that a regressive one's tax is final.
 */
export function finalTaxFields(finalTax: RedemptionFinalTax): Record<string, string> {
  if (finalTax.definitivo) return { impostoDefinitivo: 'S' };
  return {
    anoDeclaracao: String(finalTax.anoCalendario + 1),
    impostoFinalMinimo: finalTax.minimo,
    impostoFinalMaximo: finalTax.maximo,
    liquidoFinalMinimo: finalTax.liquidoMinimo,
    liquidoFinalMaximo: finalTax.liquidoMaximo,
  };
}

export function regimeDescription(regime: TaxRegime | null): string {
  return regime ? REGIME_LABEL[regime] : REGIME_NOT_INFORMED;
}

/** The four options side by side (retornarOpcoesDesligamento) and the figures the requests carry. */
export function exitOptions(input: ExitOptionsInput) {
  const { hoje, regras } = input;
  const anosNoPlano = completedYears(input.dataAdesao, hoje);
  const percentual = vestedPercent(regras.vestingPatrocinadora, anosNoPlano);
  const patrocinadoraAdquirida = toCents(new Money(input.saldoPatrocinadora).times(percentual).div(100));
  const saldoDisponivel = new Money(input.saldoProprio).plus(patrocinadoraAdquirida);
  const bruto = saldoDisponivel.toFixed(2);
  const lots = redemptionLots(input.lotes, percentual, bruto);
  const imposto = redemptionTax(input.regime, bruto, lots, hoje);
  const descontoEmprestimos = totalPayoff(input.emprestimos);
  const liquido = nonNegative(saldoDisponivel.minus(imposto).minus(descontoEmprestimos)).toFixed(2);

  const portabilityValue = nonNegative(saldoDisponivel.minus(descontoEmprestimos)).toFixed(2);

  const meses = monthsUntilAge(input.dataNascimento, regras.idadeMinimaBpd, hoje);
  const bpdProjection = projectBenefit(
    { saldoInicial: bruto, contribuicaoMensal: '0', rentabilidadeAnual: input.beneficio.rentabilidadeReferencia, meses },
    { formaRenda: 'prazo', prazoMeses: BPD_ESTIMATE_TERM_MONTHS, pagamentosPorAno: input.beneficio.pagamentosPorAno },
  );
  const [birthYear, birthMonth] = input.dataNascimento.split('-').map(Number);
  const inicioBpd = ageOn(input.dataNascimento, hoje) >= regras.idadeMinimaBpd ? hoje.slice(0, 7) : `${birthYear + regras.idadeMinimaBpd}-${String(birthMonth).padStart(2, '0')}`;

  const participante = new Money(input.ultimaContribuicao?.participante ?? '0');
  const patrocinadora = new Money(input.ultimaContribuicao?.patrocinadora ?? '0');
  const valorTaxa = toCents(participante.plus(patrocinadora).times(regras.taxaAdministrativaAutopatrocinio).div(100));

  return {
    dataReferencia: hoje,
    anosNoPlano,
    regime: { regime: input.regime, descricao: regimeDescription(input.regime), ...(input.regime ? {} : { observacao: EXIT_MESSAGES.regimeNotChosen }) },
    saldo: {
      proprio: new Money(input.saldoProprio).toFixed(2),
      patrocinadora: new Money(input.saldoPatrocinadora).toFixed(2),
      percentualAdquirido: percentual,
      patrocinadoraAdquirida: patrocinadoraAdquirida.toFixed(2),
      disponivel: bruto,
    },
    resgate: {
      bruto,
      imposto,
      descontoEmprestimos,
      liquido,
      impostoFinal: redemptionFinalTax(input.regime, { bruto, imposto, descontoEmprestimos }, hoje),
      parcelasMaximas: regras.resgateParcelasMaximas,
      ...installments(liquido, regras.resgateParcelasMaximas),
      elegivel: true,
      motivos: [] as string[],
      elegivelEm: null as string | null,
    },
    portabilidade: { valor: portabilityValue, descontoEmprestimos, ...waitingPeriod('A portabilidade', input.dataAdesao, hoje, regras.carenciaPortabilidadeAnos) },
    bpd: {
      beneficioEstimado: bpdProjection.rendaMensal,
      saldoProjetado: bpdProjection.saldoProjetado,
      idadeInicio: regras.idadeMinimaBpd,
      inicio: inicioBpd,
      prazoMeses: BPD_ESTIMATE_TERM_MONTHS,
      rentabilidadeAnual: new Money(input.beneficio.rentabilidadeReferencia).toFixed(2),
      pagamentosPorAno: input.beneficio.pagamentosPorAno,
      ...waitingPeriod('O benefício proporcional diferido (BPD)', input.dataAdesao, hoje, regras.carenciaBpdAnos),
    },
    autopatrocinio: {
      contribuicaoMensal: participante.plus(patrocinadora).plus(valorTaxa).toFixed(2),
      contribuicaoParticipante: participante.toFixed(2),
      contribuicaoPatrocinadora: patrocinadora.toFixed(2),
      taxaAdministrativa: new Money(regras.taxaAdministrativaAutopatrocinio).toFixed(2),
      valorTaxaAdministrativa: valorTaxa.toFixed(2),
      competenciaBase: input.ultimaContribuicao?.competencia.slice(0, 7) ?? null,
      elegivel: true,
      motivos: [] as string[],
      elegivelEm: null as string | null,
    },
  };
}

export type ExitOptions = ReturnType<typeof exitOptions>;

/** Saque à vista (13): the most one may withdraw, a share of the balance. */
export function cashWithdrawalLimit(saldoTotal: string, percentualSaqueAVista: string): string {
  return new Money(saldoTotal).times(percentualSaqueAVista).div(100).toDecimalPlaces(2, Money.ROUND_DOWN).toFixed(2);
}

/**
 * The values a withdrawal of `valor` carries: gross, the regime's tax (regressive: oldest lots first), net, and what
 * that tax becomes in the annual declaration (finalTaxFields).
 */
export function withdrawalValues(valor: string, regime: TaxRegime | null, lotes: readonly ContributionLot[], hoje: string) {
  // A withdrawal while still with the sponsor draws on the whole balance (no vesting question arises): lots in full.
  const bruto = new Money(valor).toFixed(2);
  const imposto = redemptionTax(regime, valor, redemptionLots(lotes, '100'), hoje);
  return { bruto, imposto, liquido: new Money(valor).minus(imposto).toFixed(2), ...finalTaxFields(redemptionFinalTax(regime, { bruto, imposto }, hoje)) };
}
