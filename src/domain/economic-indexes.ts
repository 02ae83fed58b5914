import { Money } from './money';
import { INDEX_VALUE_IMPORT_HEADER } from './imports-headers';
import { columnCountError, shorten, type ImportLineError, type LineResult } from './imports-csv';

/**
 * Monthly economic indexes (IPCA, INPC, IGP-M; settings/indexadores, the simulators). A month's value is its change
 * in percent (0.3900 = 0,39 %). Accumulating compounds the months: (Π(1 + v/100) − 1) × 100, exact (decimal.js),
 * rounded half-up to 2 places only at the end — 0,50 % for 12 months is 6,17 %, not 6,00 %.
 */

export { INDEX_VALUE_IMPORT_HEADER };

/** numeric(9, 4) with the CHECK −100 < v < 1000 (a month cannot lose everything). */
export const INDEX_VALUE_LIMITS = { maxDecimals: 4, lowerExclusive: -100, upperExclusive: 1000 };

export const INDEX_MESSAGES = {
  month: (text: string) => `Competência inválida: "${shorten(text)}". Use AAAA-MM ou MM/AAAA.`,
  valueMissing: 'Informe a variação.',
  valueFormat: (text: string) => `Variação inválida: "${shorten(text)}". Use vírgula para os decimais, por exemplo 0,39 ou -0,12.`,
  valueDecimals: `A variação pode ter no máximo ${INDEX_VALUE_LIMITS.maxDecimals} casas decimais.`,
  valueRange: 'A variação do mês deve ser maior que -100 % e menor que 1000 %.',
  code: (text: string) => `Índice inválido: "${shorten(text)}". Informe o código do índice, por exemplo IPCA.`,
} as const;

export interface IndexMonthValue {
  /** yyyy-MM-01 */
  competencia: string;
  /** Decimal string with a dot, in percent. */
  variacao: string;
}

/** Accumulated change of these months, in percent with 2 places ('6.17'); '0.00' for none. */
export function accumulatedChange(variacoes: readonly string[]): string {
  const factor = variacoes.reduce((product, variacao) => product.times(new Money(1).plus(new Money(variacao).div(100))), new Money(1));
  return factor.minus(1).times(100).toFixed(2);
}

/**
 * Accumulated change of an index over the months `inicio`..`fim` (AAAA-MM, both included), in percent with 2 places;
 * null when the index lacks any of those months (it does not cover the period), so a gap never reads as 0 %.
 */
export function accumulatedOverMonths(values: readonly IndexMonthValue[], inicio: string, fim: string): string | null {
  const byMonth = new Map(values.map((value) => [value.competencia.slice(0, 7), value.variacao]));
  const variacoes: string[] = [];
  for (let month = `${inicio}-01`; month <= `${fim}-01`; month = shiftMonth(month, 1)) {
    const variacao = byMonth.get(month.slice(0, 7));
    if (variacao === undefined) return null;
    variacoes.push(variacao);
  }
  return variacoes.length === 0 ? null : accumulatedChange(variacoes);
}

/** The first day of the month `count` months after (negative: before) a yyyy-MM-01. */
export function shiftMonth(competencia: string, count: number): string {
  const [year, month] = competencia.split('-').map(Number);
  const index = year * 12 + (month - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The accumulated change of the 12 months ending at each month (that month and the 11 before); null for a month
 * whose 12 months are not all known. Input in any order; keys are the months.
 */
export function accumulatedTwelveMonths(values: readonly IndexMonthValue[]): Map<string, string | null> {
  const byMonth = new Map(values.map((value) => [value.competencia, value.variacao]));
  const answer = new Map<string, string | null>();
  for (const { competencia } of values) {
    const window: string[] = [];
    for (let back = 11; back >= 0; back -= 1) {
      const variacao = byMonth.get(shiftMonth(competencia, -back));
      if (variacao === undefined) break;
      window.push(variacao);
    }
    answer.set(competencia, window.length === 12 ? accumulatedChange(window) : null);
  }
  return answer;
}

/** 'AAAA-MM' or 'MM/AAAA' (a file may also bring 'AAAA-MM-01') → 'AAAA-MM-01'; null when not a month. */
export function parseCompetencia(text: string): string | null {
  const cell = text.trim();
  const iso = /^(\d{4})-(\d{2})(?:-01)?$/.exec(cell);
  const br = /^(\d{2})\/(\d{4})$/.exec(cell);
  const [year, month] = iso ? [iso[1], iso[2]] : br ? [br[2], br[1]] : [];
  if (!year || Number(year) < 1900 || Number(month) < 1 || Number(month) > 12) return null;
  return `${year}-${month}-01`;
}

/** A checked month's change (dot decimal, as the API takes it) → 4-place string, or the reason it is not one. */
export function checkVariacao(value: string): { ok: true; value: string } | { ok: false; mensagem: string } {
  const amount = new Money(value);
  if (amount.decimalPlaces() > INDEX_VALUE_LIMITS.maxDecimals) return { ok: false, mensagem: INDEX_MESSAGES.valueDecimals };
  if (amount.lte(INDEX_VALUE_LIMITS.lowerExclusive) || amount.gte(INDEX_VALUE_LIMITS.upperExclusive)) return { ok: false, mensagem: INDEX_MESSAGES.valueRange };
  return { ok: true, value: amount.toFixed(INDEX_VALUE_LIMITS.maxDecimals) };
}

/** A month's change written the pt-BR way ('0,39', '-0,12', '1,2'): the 4-place string with a dot, or the reason. */
export function parseVariacaoComma(text: string): { ok: true; value: string } | { ok: false; mensagem: string } {
  const cell = text.trim().replace(/\s*%$/, '');
  if (cell === '') return { ok: false, mensagem: INDEX_MESSAGES.valueMissing };
  if (!/^[-+]?\d{1,4}(,\d+)?$/.test(cell)) return { ok: false, mensagem: INDEX_MESSAGES.valueFormat(text.trim()) };
  return checkVariacao(cell.replace(',', '.').replace(/^\+/, ''));
}

export interface IndexValueLine {
  /** As the file writes it, upper-cased ('IPCA'). */
  codigo: string;
  competencia: string;
  variacao: string;
}

export function parseIndexValueLine(fields: readonly string[], linha: number): LineResult<IndexValueLine> {
  if (fields.length !== INDEX_VALUE_IMPORT_HEADER.length) return { ok: false, errors: [columnCountError(linha, fields, INDEX_VALUE_IMPORT_HEADER)] };
  const [codeCell, monthCell, valueCell] = fields.map((field) => field.trim());
  const errors: ImportLineError[] = [];
  const fail = (campo: string, mensagem: string) => errors.push({ linha, campo, mensagem });
  const codigo = codeCell.toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9-]{0,9}$/.test(codigo)) fail('codigo', INDEX_MESSAGES.code(codeCell));
  const competencia = parseCompetencia(monthCell);
  if (!competencia) fail('competencia', INDEX_MESSAGES.month(monthCell));
  const variacao = parseVariacaoComma(valueCell);
  if (!variacao.ok) fail('variacao', variacao.mensagem);
  if (errors.length > 0 || !competencia || !variacao.ok) return { ok: false, errors };
  return { ok: true, value: { codigo, competencia, variacao: variacao.value } };
}
