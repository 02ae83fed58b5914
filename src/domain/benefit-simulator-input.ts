import type { ApiValidationError } from './api-types';
import type { IncomeForm } from './benefit-simulator-projection';

/**
 * What the benefit simulator accepts (POST /simularBeneficio) and the plan's benefit parameters
 * (settings/beneficios), field by field with a message in plain Portuguese. The API and both simulator pages check
 * with these same functions. No decimal library here: the pages import this file and stay light.
 */

/** The simulator's request body. Money and percentages are decimal strings with a dot; months are integers. */
export interface SimulacaoBeneficioInput {
  saldoInicial: string;
  /** Forward mode: the monthly contribution. Absent with rendaDesejada: reverse mode. */
  contribuicaoMensal?: string;
  /** Percent a year ('4.00' = 4 % a.a.). */
  rentabilidadeAnual: string;
  /** Months until the income starts. */
  meses: number;
  formaRenda: IncomeForm;
  /** Months of income (formaRenda 'prazo'). */
  prazoMeses?: number;
  /** Percent of the balance paid each month ('0.50'; formaRenda 'percentual'). */
  percentualSaldo?: string;
  pagamentosPorAno: 12 | 13;
  /** Reverse mode: the monthly income wanted; the answer says the contribution it needs. */
  rendaDesejada?: string;
}

/** The plan's simulator defaults (configuracaoBeneficio), as GET and PUT /…ParametrosBeneficio carry them. */
export interface ParametrosBeneficio {
  pagamentosPorAno: 12 | 13;
  /** Percent a year, 2 places ('4.00'). */
  rentabilidadeReferencia: string;
  idadeAposentadoria: number;
}

/**
 * The plan's rules for asking and changing the benefit (settings/beneficios): eligibility (benefit-request), the
 * income range (benefit-request, alteracao-renda), how often the income may change, and the cash withdrawal's share.
 */
export interface RegrasBeneficio {
  idadeMinima: number;
  anosMinimosPlano: number;
  /** Percent of the balance a month, 2 places ('0.30'). */
  percentualRendaMinimo: string;
  percentualRendaMaximo: string;
  prazoRendaMinimoMeses: number;
  prazoRendaMaximoMeses: number;
  mesesEntreAlteracoesRenda: number;
  /** Percent of the balance, 2 places ('25.00'). */
  percentualSaqueAVista: string;
}

/** The rules a plan has before an administrator sets them: the columns' defaults (migration 0009). */
export const DEFAULT_BENEFIT_RULES: Readonly<RegrasBeneficio> = {
  idadeMinima: 55,
  anosMinimosPlano: 10,
  percentualRendaMinimo: '0.30',
  percentualRendaMaximo: '2.00',
  prazoRendaMinimoMeses: 60,
  prazoRendaMaximoMeses: 360,
  mesesEntreAlteracoesRenda: 12,
  percentualSaqueAVista: '25.00',
};

/** GET and PUT /…ParametrosBeneficio: the simulator's parameters and the benefit rules of one plan. */
export type ParametrosBeneficioPlano = ParametrosBeneficio & RegrasBeneficio;

export const BENEFIT_RULE_FIELDS = [
  'idadeMinima',
  'anosMinimosPlano',
  'percentualRendaMinimo',
  'percentualRendaMaximo',
  'prazoRendaMinimoMeses',
  'prazoRendaMaximoMeses',
  'mesesEntreAlteracoesRenda',
  'percentualSaqueAVista',
] as const satisfies ReadonlyArray<keyof RegrasBeneficio>;

export const BENEFIT_RULE_LIMITS = {
  idadeMinima: { min: 40, max: 85 },
  anosMinimosPlano: { min: 0, max: 40 },
  percentualRenda: { min: '0.01', max: '10.00' },
  prazoRenda: { min: 12, max: 600 },
  mesesEntreAlteracoesRenda: { min: 1, max: 60 },
  percentualSaqueAVista: { min: '0.00', max: '100.00' },
} as const;

export const BENEFIT_RULE_MESSAGES = {
  idadeMinima: 'Informe a idade mínima para pedir o benefício entre 40 e 85 anos.',
  idadeMinimaAcimaAposentadoria: 'A idade mínima para pedir o benefício não pode passar da idade de aposentadoria.',
  anosMinimosPlano: 'Informe os anos mínimos no plano entre 0 e 40.',
  percentualRendaMinimo: 'Informe o percentual mínimo da renda entre 0,01 % e 10 % do saldo por mês, com até duas casas decimais.',
  percentualRendaMaximo: 'Informe o percentual máximo da renda entre 0,01 % e 10 % do saldo por mês, com até duas casas decimais.',
  percentualRendaOrdem: 'O percentual máximo da renda não pode ser menor que o mínimo.',
  prazoRendaMinimoMeses: 'Informe o prazo mínimo da renda entre 12 e 600 meses.',
  prazoRendaMaximoMeses: 'Informe o prazo máximo da renda entre 12 e 600 meses.',
  prazoRendaOrdem: 'O prazo máximo da renda não pode ser menor que o mínimo.',
  mesesEntreAlteracoesRenda: 'Informe de quantos em quantos meses a renda pode ser alterada, entre 1 e 60.',
  percentualSaqueAVista: 'Informe o percentual do saque à vista entre 0 % e 100 % do saldo, com até duas casas decimais.',
} as const;

export const SIMULATION_LIMITS = {
  money: { min: '0.00', max: '99999999.99' },
  rentabilidadeAnual: { min: '0.00', max: '20.00' },
  percentualSaldo: { min: '0.01', max: '2.00' },
  meses: { min: 1, max: 600 },
  prazoMeses: { min: 1, max: 600 },
  idadeAposentadoria: { min: 40, max: 85 },
} as const;

export const SIMULATION_MESSAGES = {
  saldoInicial: 'Informe o saldo inicial em reais, de R$ 0,00 a R$ 99.999.999,99, com até duas casas decimais.',
  contribuicaoMensal: 'Informe a contribuição mensal em reais, de R$ 0,00 a R$ 99.999.999,99, com até duas casas decimais.',
  contribuicaoOuRenda: 'Informe a contribuição mensal ou, para saber quanto precisa contribuir, a renda mensal desejada.',
  contribuicaoERenda: 'Informe a contribuição mensal ou a renda desejada, não as duas.',
  rendaDesejada: 'Informe a renda mensal desejada em reais, de R$ 0,01 a R$ 99.999.999,99, com até duas casas decimais.',
  rentabilidadeAnual: 'Informe a rentabilidade anual entre 0 % e 20 %, com até duas casas decimais.',
  meses: 'Informe um prazo até o início da renda entre 1 e 600 meses (50 anos).',
  formaRenda: 'Escolha como receber a renda: por prazo ou como percentual do saldo.',
  prazoMeses: 'Informe por quantos meses receber a renda, entre 1 e 600 (50 anos).',
  percentualSaldo: 'Informe o percentual do saldo a receber por mês, acima de 0 % e até 2 %, com até duas casas decimais.',
  pagamentosPorAno: 'Escolha 12 pagamentos por ano, ou 13 com o abono anual.',
  rentabilidadeReferencia: 'Informe a rentabilidade de referência entre 0 % e 20 % ao ano, com até duas casas decimais.',
  idadeAposentadoria: 'Informe uma idade de aposentadoria entre 40 e 85 anos.',
} as const;

/** A decimal text (dot, at most 2 places) between min and max, compared exactly by its digits. */
export function isDecimalBetween(value: unknown, min: string, max: string): value is string {
  if (typeof value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) return false;
  const cents = (text: string) => {
    const [integer, fraction = ''] = text.split('.');
    return BigInt(integer + fraction.padEnd(2, '0'));
  };
  return cents(value) >= cents(min) && cents(value) <= cents(max);
}

const isIntegerBetween = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/** What is wrong with a simulation, field by field (empty when it can be simulated). */
export function simulationInputErrors(input: Partial<Record<keyof SimulacaoBeneficioInput, unknown>>): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  const fail = (path: keyof SimulacaoBeneficioInput, message: string, type = 'range') => errors.push({ path, message, type });
  const { money } = SIMULATION_LIMITS;

  if (!isDecimalBetween(input.saldoInicial, money.min, money.max)) fail('saldoInicial', SIMULATION_MESSAGES.saldoInicial);
  const hasContribution = isGiven(input.contribuicaoMensal);
  const hasDesiredIncome = isGiven(input.rendaDesejada);
  if (hasContribution && hasDesiredIncome) fail('rendaDesejada', SIMULATION_MESSAGES.contribuicaoERenda, 'exclusive');
  else if (!hasContribution && !hasDesiredIncome) fail('contribuicaoMensal', SIMULATION_MESSAGES.contribuicaoOuRenda, 'required');
  else if (hasContribution && !isDecimalBetween(input.contribuicaoMensal, money.min, money.max)) fail('contribuicaoMensal', SIMULATION_MESSAGES.contribuicaoMensal);
  else if (hasDesiredIncome && !isDecimalBetween(input.rendaDesejada, '0.01', money.max)) fail('rendaDesejada', SIMULATION_MESSAGES.rendaDesejada);

  const rate = SIMULATION_LIMITS.rentabilidadeAnual;
  if (!isDecimalBetween(input.rentabilidadeAnual, rate.min, rate.max)) fail('rentabilidadeAnual', SIMULATION_MESSAGES.rentabilidadeAnual);
  if (!isIntegerBetween(input.meses, SIMULATION_LIMITS.meses.min, SIMULATION_LIMITS.meses.max)) fail('meses', SIMULATION_MESSAGES.meses);

  // Only the field of the chosen income form is read (and checked); the other one is ignored.
  if (input.formaRenda === 'prazo') {
    if (!isIntegerBetween(input.prazoMeses, SIMULATION_LIMITS.prazoMeses.min, SIMULATION_LIMITS.prazoMeses.max)) fail('prazoMeses', SIMULATION_MESSAGES.prazoMeses);
  } else if (input.formaRenda === 'percentual') {
    const share = SIMULATION_LIMITS.percentualSaldo;
    if (!isDecimalBetween(input.percentualSaldo, share.min, share.max)) fail('percentualSaldo', SIMULATION_MESSAGES.percentualSaldo);
  } else {
    fail('formaRenda', SIMULATION_MESSAGES.formaRenda, 'enum');
  }
  if (input.pagamentosPorAno !== 12 && input.pagamentosPorAno !== 13) fail('pagamentosPorAno', SIMULATION_MESSAGES.pagamentosPorAno, 'enum');
  return errors;
}

/** What is wrong with a plan's benefit parameters, field by field. */
export function benefitParameterErrors(input: Partial<Record<keyof ParametrosBeneficio, unknown>>): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  if (input.pagamentosPorAno !== 12 && input.pagamentosPorAno !== 13) errors.push({ path: 'pagamentosPorAno', message: SIMULATION_MESSAGES.pagamentosPorAno, type: 'enum' });
  const rate = SIMULATION_LIMITS.rentabilidadeAnual;
  if (!isDecimalBetween(input.rentabilidadeReferencia, rate.min, rate.max)) errors.push({ path: 'rentabilidadeReferencia', message: SIMULATION_MESSAGES.rentabilidadeReferencia, type: 'range' });
  const age = SIMULATION_LIMITS.idadeAposentadoria;
  if (!isIntegerBetween(input.idadeAposentadoria, age.min, age.max)) errors.push({ path: 'idadeAposentadoria', message: SIMULATION_MESSAGES.idadeAposentadoria, type: 'range' });
  return errors;
}

/**
 * The masks of the simulator's fields, applied as the person types. Money: digits grouped by thousands, a comma and
 * up to 2 decimals ('100000' → '100.000', '1234,5' → '1.234,5'): a dot is the grouping the mask writes, never a decimal point
 * (deleting a digit of '10.000' must not turn it into ten reais). A percentage: digits, a comma (or a dot, there being
 * no grouping) and up to 2 decimals.
 */
export function maskMoneyInput(text: string): string {
  const [integerPart, ...rest] = text.replace(/[^\d,]/g, '').split(',');
  const integer = integerPart.replace(/^0+(?=\d)/, '').slice(0, 8);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return rest.length ? `${grouped || '0'},${rest.join('').slice(0, 2)}` : grouped;
}

export function maskPercentInput(text: string): string {
  const normalized = text.includes(',') ? text : text.replace('.', ',');
  const [integerPart, ...rest] = normalized.replace(/[^\d,]/g, '').split(',');
  const integer = integerPart.replace(/^0+(?=\d)/, '').slice(0, 3);
  return rest.length ? `${integer || '0'},${rest.join('').slice(0, 2)}` : integer;
}

/** A masked field's text ('1.234,56', '4,5') as the API's decimal ('1234.56', '4.5'); '' stays '' (not informed). */
export function decimalFromMasked(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const decimal = trimmed.replace(/\./g, '').replace(',', '.');
  return decimal.endsWith('.') ? decimal.slice(0, -1) : decimal;
}

/** An API decimal ('100000.00') as a masked field's text ('100.000,00'). */
export function maskedFromDecimal(value: string): string {
  const [integer, fraction] = value.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/**
 * What is wrong with a plan's benefit rules, field by field: each in its range, the minimums not above the maximums,
 * the minimum age not above the retirement age (checked only when both ages are valid).
 */
export function benefitRuleErrors(input: Partial<Record<keyof ParametrosBeneficioPlano, unknown>>): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  const fail = (path: keyof RegrasBeneficio, message: string, type = 'range') => errors.push({ path, message, type });
  const limits = BENEFIT_RULE_LIMITS;
  const messages = BENEFIT_RULE_MESSAGES;
  const ageOk = isIntegerBetween(input.idadeMinima, limits.idadeMinima.min, limits.idadeMinima.max);
  if (!ageOk) fail('idadeMinima', messages.idadeMinima);
  else if (isIntegerBetween(input.idadeAposentadoria, SIMULATION_LIMITS.idadeAposentadoria.min, SIMULATION_LIMITS.idadeAposentadoria.max) && (input.idadeMinima as number) > input.idadeAposentadoria) {
    fail('idadeMinima', messages.idadeMinimaAcimaAposentadoria, 'order');
  }
  if (!isIntegerBetween(input.anosMinimosPlano, limits.anosMinimosPlano.min, limits.anosMinimosPlano.max)) fail('anosMinimosPlano', messages.anosMinimosPlano);

  const share = limits.percentualRenda;
  const minShareOk = isDecimalBetween(input.percentualRendaMinimo, share.min, share.max);
  const maxShareOk = isDecimalBetween(input.percentualRendaMaximo, share.min, share.max);
  if (!minShareOk) fail('percentualRendaMinimo', messages.percentualRendaMinimo);
  if (!maxShareOk) fail('percentualRendaMaximo', messages.percentualRendaMaximo);
  if (minShareOk && maxShareOk && !isDecimalBetween(input.percentualRendaMinimo, '0.00', input.percentualRendaMaximo as string)) fail('percentualRendaMaximo', messages.percentualRendaOrdem, 'order');

  const term = limits.prazoRenda;
  const minTermOk = isIntegerBetween(input.prazoRendaMinimoMeses, term.min, term.max);
  const maxTermOk = isIntegerBetween(input.prazoRendaMaximoMeses, term.min, term.max);
  if (!minTermOk) fail('prazoRendaMinimoMeses', messages.prazoRendaMinimoMeses);
  if (!maxTermOk) fail('prazoRendaMaximoMeses', messages.prazoRendaMaximoMeses);
  if (minTermOk && maxTermOk && (input.prazoRendaMinimoMeses as number) > (input.prazoRendaMaximoMeses as number)) fail('prazoRendaMaximoMeses', messages.prazoRendaOrdem, 'order');

  const period = limits.mesesEntreAlteracoesRenda;
  if (!isIntegerBetween(input.mesesEntreAlteracoesRenda, period.min, period.max)) fail('mesesEntreAlteracoesRenda', messages.mesesEntreAlteracoesRenda);
  const cash = limits.percentualSaqueAVista;
  if (!isDecimalBetween(input.percentualSaqueAVista, cash.min, cash.max)) fail('percentualSaqueAVista', messages.percentualSaqueAVista);
  return errors;
}
