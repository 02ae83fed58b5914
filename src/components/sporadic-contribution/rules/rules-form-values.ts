import type { ConfiguracaoContribuicao } from '@/domain/sporadic-contribution-rules';

/** The form's text of each rule (pt-BR: decimal comma), and back to the API's values. */
export interface RulesFormValues {
  valorMinimo: string;
  fatorSalario: string;
  limiteSalarial: string;
  percentualBasicoMaximo: string;
  percentualSuplementarMaximo: string;
  banco: string;
  diaVencimento: string;
  suspensaoMesesMaximo: string;
}

const toComma = (value: string | number) => String(value).replace('.', ',');

/** '1.234,56' or '1234.56' → '1234.56'; anything else is passed on as typed, for the rules to refuse. */
export function decimalText(text: string): string {
  const trimmed = text.trim().replace(/^R\$\s*/, '').replace(/\s*%$/, '');
  return trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
}

export function toFormValues(rules: ConfiguracaoContribuicao): RulesFormValues {
  return {
    valorMinimo: toComma(rules.valorMinimo),
    fatorSalario: toComma(rules.fatorSalario),
    limiteSalarial: toComma(rules.limiteSalarial),
    percentualBasicoMaximo: toComma(rules.percentualBasicoMaximo),
    percentualSuplementarMaximo: toComma(rules.percentualSuplementarMaximo),
    banco: rules.banco,
    diaVencimento: String(rules.diaVencimento),
    suspensaoMesesMaximo: String(rules.suspensaoMesesMaximo),
  };
}

const asNumber = (text: string) => {
  const decimal = decimalText(text);
  return /^-?\d+(\.\d+)?$/.test(decimal) ? Number(decimal) : Number.NaN;
};

const wholeNumber = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text) : Number.NaN);

export function toRules(values: RulesFormValues): ConfiguracaoContribuicao {
  return {
    valorMinimo: decimalText(values.valorMinimo),
    fatorSalario: decimalText(values.fatorSalario),
    limiteSalarial: decimalText(values.limiteSalarial),
    percentualBasicoMaximo: asNumber(values.percentualBasicoMaximo),
    percentualSuplementarMaximo: asNumber(values.percentualSuplementarMaximo),
    banco: values.banco.trim(),
    diaVencimento: wholeNumber(values.diaVencimento),
    suspensaoMesesMaximo: wholeNumber(values.suspensaoMesesMaximo),
  };
}
