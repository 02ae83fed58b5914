import type { ApiValidationError } from './api-types';
import { formatBrl } from './format-decimal';

/** The per-plan contribution rules as the API reads and writes them (settings/contribution-management). */
export interface ConfiguracaoContribuicao {
  /** Decimal text, 2 places: the value path's monthly minimum and the sporadic contribution's minimum. */
  valorMinimo: string;
  /** Decimal text, 4 places: the salary multiplier of the formulas (1.0833). */
  fatorSalario: string;
  /** Decimal text, 2 places: the salary threshold (7473.30). */
  limiteSalarial: string;
  percentualBasicoMaximo: number;
  percentualSuplementarMaximo: number;
  /** COMPE code, 3 digits. */
  banco: string;
  /** 1–28, so every month has it. */
  diaVencimento: number;
  /** The longest contribution suspension one request may ask for, in months (suspend-contribution). */
  suspensaoMesesMaximo: number;
}

/**
 * '*Valor mínimo R$122,08': spec §5's literal text of the onboarding's contribution data step, kept as the spec writes
 * it (without the space Intl puts after R$). Only that step uses it; every other text of ours is minimumValueNote's.
 */
export function minimumValueLabel(minimumValue: string): string {
  return `*Valor mínimo ${formatBrl(minimumValue).replace(/\s/g, '')}`;
}

/** '*Valor mínimo R$ 122,08': the plan's minimum in the standard money format (contribution change, sporadic contribution). */
export function minimumValueNote(minimumValue: string): string {
  return `*Valor mínimo ${formatBrl(minimumValue)}`;
}

export const CONTRIBUTION_RULE_LIMITS = {
  valorMinimo: { min: '0.01', max: '100000.00' },
  fatorSalario: { min: '0.0001', max: '10.0000' },
  limiteSalarial: { min: '0.00', max: '9999999.99' },
  percentual: { min: 0, max: 100 },
  diaVencimento: { min: 1, max: 28 },
  suspensaoMesesMaximo: { min: 1, max: 24 },
} as const;

export const CONTRIBUTION_RULE_MESSAGES = {
  valorMinimo: 'Informe o valor mínimo em reais, de 0.01 a 100000.00, com até duas casas decimais.',
  fatorSalario: 'Informe o fator do salário entre 0.0001 e 10, com até quatro casas decimais (ex.: 1.0833).',
  limiteSalarial: 'Informe o limite salarial em reais, de 0.00 a 9999999.99, com até duas casas decimais.',
  percentualBasicoMaximo: 'Informe o percentual básico máximo entre 0 e 100, com até duas casas decimais.',
  percentualSuplementarMaximo: 'Informe o percentual suplementar máximo entre 0 e 100, com até duas casas decimais.',
  banco: 'Informe o código do banco com 3 dígitos (ex.: 341).',
  diaVencimento: 'Informe um dia de vencimento entre 1 e 28.',
  suspensaoMesesMaximo: 'Informe o prazo máximo de suspensão entre 1 e 24 meses.',
} as const;

/** A decimal text with at most `places` decimals between min and max (compared exactly, by digits). */
function isDecimalBetween(value: string, places: number, min: string, max: string): boolean {
  if (!new RegExp(`^\\d{1,10}(\\.\\d{1,${places}})?$`).test(value)) return false;
  const scaled = (text: string) => {
    const [integer, fraction = ''] = text.split('.');
    return BigInt(integer + fraction.padEnd(places, '0'));
  };
  return scaled(value) >= scaled(min) && scaled(value) <= scaled(max);
}

function isPercent(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100 && Math.round(value * 100) / 100 === value;
}

/** What is wrong with a set of rules, field by field (empty when they can be saved). */
export function contributionRuleErrors(rules: ConfiguracaoContribuicao): ApiValidationError[] {
  const errors: ApiValidationError[] = [];
  const fail = (path: keyof ConfiguracaoContribuicao, type: string) => errors.push({ path, message: CONTRIBUTION_RULE_MESSAGES[path], type });
  const limits = CONTRIBUTION_RULE_LIMITS;
  if (!isDecimalBetween(rules.valorMinimo, 2, limits.valorMinimo.min, limits.valorMinimo.max)) fail('valorMinimo', 'range');
  if (!isDecimalBetween(rules.fatorSalario, 4, limits.fatorSalario.min, limits.fatorSalario.max)) fail('fatorSalario', 'range');
  if (!isDecimalBetween(rules.limiteSalarial, 2, limits.limiteSalarial.min, limits.limiteSalarial.max)) fail('limiteSalarial', 'range');
  if (!isPercent(rules.percentualBasicoMaximo)) fail('percentualBasicoMaximo', 'range');
  if (!isPercent(rules.percentualSuplementarMaximo)) fail('percentualSuplementarMaximo', 'range');
  if (!/^\d{3}$/.test(rules.banco)) fail('banco', 'pattern');
  if (!Number.isInteger(rules.diaVencimento) || rules.diaVencimento < limits.diaVencimento.min || rules.diaVencimento > limits.diaVencimento.max) fail('diaVencimento', 'range');
  const suspension = limits.suspensaoMesesMaximo;
  if (!Number.isInteger(rules.suspensaoMesesMaximo) || rules.suspensaoMesesMaximo < suspension.min || rules.suspensaoMesesMaximo > suspension.max) fail('suspensaoMesesMaximo', 'range');
  return errors;
}
