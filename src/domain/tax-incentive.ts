import { annualIncomeTax, simplifiedDiscount } from './income-tax';
import { Money, toCents, type MoneyValue } from './money';
import { firstBusinessDayOf, fundToday as fundTodayOf } from './business-days';

/**
 * The tax incentive of a closed pension plan (service 29): contributions the participant paid in the year are
 * deducted from the taxable income in the complete annual return (Declaração de Ajuste Anual, modelo completo) up to
 * 12 % of the gross taxable income (Lei 9.532/1997, art. 11), for someone who also contributes to the official social
 * security. The simplified model replaces every deduction with its 20 % discount, so there the contribution saves
 * nothing. The saving is the difference of the annual table's tax with and without the deduction (not a flat rate).
 */

export const DEDUCTIBLE_SHARE = '0.12';

export interface TaxIncentiveInput {
  /** Gross taxable income of the year (salaries, benefits, rents...), decimal text. */
  rendaTributavelAnual: string;
  /** The participant's own contributions to the plan in the year. */
  contribuicoesAnuais: string;
  /** Other legal deductions of the complete return (official social security, dependants, health, education). */
  outrasDeducoes?: string;
  ano: number;
}

export interface TaxIncentiveResult {
  ano: number;
  limiteDedutivel: string;
  deducaoPermitida: string;
  /** Contributions past the limit: they are not deducted this year. */
  contribuicaoExcedente: string;
  /** How much more could be contributed in the year to use the whole limit. */
  contribuicaoAdicionalPossivel: string;
  impostoSemContribuicao: string;
  impostoComContribuicao: string;
  economiaImposto: string;
  /** The saving with the whole 12 % contributed, and what the extra contribution would add to today's saving. */
  economiaComLimite: string;
  economiaAdicionalPossivel: string;
  /** The simplified model, for comparison: its discount and its tax (the contribution does not change it). */
  descontoSimplificado: string;
  impostoDeclaracaoSimplificada: string;
  /** Whether the complete return, with the contribution, pays less than the simplified one. */
  completaCompensa: boolean;
}

const cents = (value: MoneyValue | string) => toCents(value).toFixed(2);

export function simulateTaxIncentive(input: TaxIncentiveInput): TaxIncentiveResult {
  const income = new Money(input.rendaTributavelAnual);
  const contributions = new Money(input.contribuicoesAnuais);
  const others = new Money(input.outrasDeducoes ?? 0);
  const limit = toCents(income.times(DEDUCTIBLE_SHARE));
  const allowed = Money.min(contributions, limit);
  const baseWithout = Money.max(0, income.minus(others));
  const taxWithout = annualIncomeTax(baseWithout.toFixed(2), input.ano, income.toFixed(2));
  const taxWith = annualIncomeTax(Money.max(0, baseWithout.minus(allowed)).toFixed(2), input.ano, income.toFixed(2));
  const taxAtLimit = annualIncomeTax(Money.max(0, baseWithout.minus(limit)).toFixed(2), input.ano, income.toFixed(2));
  const saving = new Money(taxWithout).minus(taxWith);
  const savingAtLimit = new Money(taxWithout).minus(taxAtLimit);
  const discount = simplifiedDiscount(income.toFixed(2), input.ano);
  const simplifiedTax = annualIncomeTax(income.minus(discount).toFixed(2), input.ano, income.toFixed(2));
  return {
    ano: input.ano,
    limiteDedutivel: cents(limit),
    deducaoPermitida: cents(allowed),
    contribuicaoExcedente: cents(Money.max(0, contributions.minus(limit))),
    contribuicaoAdicionalPossivel: cents(Money.max(0, limit.minus(contributions))),
    impostoSemContribuicao: taxWithout,
    impostoComContribuicao: taxWith,
    economiaImposto: cents(saving),
    economiaComLimite: cents(savingAtLimit),
    economiaAdicionalPossivel: cents(savingAtLimit.minus(saving)),
    descontoSimplificado: discount,
    impostoDeclaracaoSimplificada: simplifiedTax,
    completaCompensa: new Money(taxWith).lt(simplifiedTax),
  };
}

/** The limits of the simulator's inputs (decimal text, centavos at most). */
export const TAX_INCENTIVE_LIMITS = { maximo: '100000000.00' } as const;

export const TAX_INCENTIVE_MESSAGES = {
  rendaTributavelAnual: 'Informe a sua renda tributável do ano em reais, maior que zero e até R$ 100.000.000,00 (ex.: 120000.00).',
  contribuicoesAnuais: 'Informe as suas contribuições do ano em reais, de zero a R$ 100.000.000,00 (ex.: 14400.00).',
  outrasDeducoes: 'Informe as outras deduções em reais, de zero a R$ 100.000.000,00 (ex.: 10000.00).',
  ano: 'Informe um ano entre 2025 e o próximo.',
} as const;

/** A non-negative amount in reais with centavos at most, within the simulator's limits. */
export function isAmount(value: string, allowZero: boolean): boolean {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return false;
  const amount = new Money(value);
  return (allowZero ? amount.gte(0) : amount.gt(0)) && amount.lte(TAX_INCENTIVE_LIMITS.maximo);
}

/**
 * The December notice (opted in on the simulator): on the first business day of December, what is left of the 12 %
 * this year, from the taxable income the person gave and the own contributions the fund recorded as paid so far.
 */
export function decemberNoticeDay(now: Date): string {
  const [year, month] = fundTodayOf(now).split('-').map(Number);
  const day = firstBusinessDayOf(`${year}-12`);
  return month === 12 && fundTodayOf(now) > day ? firstBusinessDayOf(`${year + 1}-12`) : day;
}

export const DECEMBER_NOTICE_MESSAGES = {
  on: (dia: string) => `Pronto: no dia ${dia} avisaremos quanto você ainda pode contribuir no ano para deduzir até 12 %.`,
  off: 'Aviso de dezembro cancelado.',
  income: 'Informe a sua renda tributável do ano, maior que zero, para receber o aviso de dezembro.',
} as const;
