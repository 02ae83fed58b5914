import { Money } from './money';

/** The pieces every CSV import shares (contributions, quota values, people): line errors and pt-BR number and date cells. */

/** One problem of one line of the file; line numbers count the header as line 1. */
export interface ImportLineError {
  linha: number;
  /** The column (as the header names it) or 'linha' for the line as a whole. */
  campo: string;
  mensagem: string;
}

export type LineResult<T> = { ok: true; value: T } | { ok: false; errors: ImportLineError[] };

/** The separator of the fund's files (a spreadsheet in pt-BR saves CSV with ';', since ',' is the decimal mark). */
export const CSV_DELIMITER = ';';

/** True when the first line names exactly these columns, in this order (case and surrounding spaces aside). */
export function isExpectedHeader(fields: readonly string[], expected: readonly string[]): boolean {
  return fields.length === expected.length && fields.every((field, index) => field.trim().toLowerCase() === expected[index]);
}

export function headerMessage(expected: readonly string[]): string {
  return `O cabeçalho do arquivo deve ser exatamente: ${expected.join(CSV_DELIMITER)}`;
}

export function columnCountError(linha: number, fields: readonly string[], expected: readonly string[]): ImportLineError {
  return { linha, campo: 'linha', mensagem: `A linha deve ter ${expected.length} colunas separadas por ponto e vírgula; tem ${fields.length}.` };
}

const PLAIN_NUMBER = /^\d+(,\d+)?$/;
const GROUPED_NUMBER = /^\d{1,3}(\.\d{3})+(,\d+)?$/;

/**
 * A positive amount written the pt-BR way ('1234,56' or '1.234,56'), with at most `maxDecimals` decimals and
 * `maxIntegerDigits` before the comma; the exact decimal string with a dot ('1234.56'), or the reason it is not one.
 */
export function parseDecimalComma(text: string, { maxDecimals, maxIntegerDigits }: { maxDecimals: number; maxIntegerDigits: number }): { ok: true; value: string } | { ok: false; mensagem: string } {
  const cell = text.trim();
  if (cell === '') return { ok: false, mensagem: 'Informe o valor.' };
  if (!PLAIN_NUMBER.test(cell) && !GROUPED_NUMBER.test(cell)) {
    return { ok: false, mensagem: `Valor inválido: "${shorten(cell)}". Use vírgula para os decimais, por exemplo 1234,56.` };
  }
  const [integerPart, decimals = ''] = cell.replace(/\./g, '').split(',');
  if (decimals.length > maxDecimals) return { ok: false, mensagem: `O valor pode ter no máximo ${maxDecimals} casas decimais.` };
  const value = new Money(`${integerPart}.${decimals || '0'}`);
  if (value.lte(0)) return { ok: false, mensagem: 'O valor deve ser maior que zero.' };
  if (value.trunc().toFixed(0).length > maxIntegerDigits) return { ok: false, mensagem: 'O valor é grande demais.' };
  return { ok: true, value: value.toFixed(maxDecimals) };
}

/** A positive id (a plan, a profile) as the file writes it. */
export function parseId(text: string): number | null {
  const cell = text.trim();
  if (!/^\d{1,9}$/.test(cell)) return null;
  const id = Number(cell);
  return id >= 1 ? id : null;
}

/** A cell quoted back in a message: never the whole of a huge or hostile cell. */
export function shorten(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Lines after the header that are not blank: what the browser tells the progress bar to expect. */
export function countDataLines(text: string): number {
  let lines = 0;
  for (const line of text.split(/\r\n|\n|\r/)) if (line.trim() !== '') lines += 1;
  return Math.max(lines - 1, 0);
}

/** The CSV files the import pages take (Excel on Windows names CSV files application/vnd.ms-excel). */
export const CSV_ACCEPT: Record<string, string[]> = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv', '.txt'] };
export const CSV_MAX_BYTES = 50 * 1024 * 1024;
export const CSV_REJECTIONS: Record<string, string> = {
  'file-invalid-type': 'Formato não aceito. Envie um arquivo CSV (separado por ponto e vírgula).',
  'file-too-large': 'O arquivo passa de 50 MB. Divida-o em arquivos menores.',
};
