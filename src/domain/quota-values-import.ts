import { QUOTA_VALUE_IMPORT_HEADER } from './imports-headers';
import { columnCountError, parseDecimalComma, parseId, shorten, type ImportLineError, type LineResult } from './imports-csv';

/** The line rule of the quota-value upload (settings/indexadores, POST /api/importarValoresCota). */

export { QUOTA_VALUE_IMPORT_HEADER };

export interface QuotaValueLine {
  idPlano: number;
  /** Empty cell: a plan without investment profiles. */
  idPerfilInvestimento: number | null;
  /** yyyy-MM-dd */
  data: string;
  /** Exact decimal string with 8 places. */
  valor: string;
}

/** numeric(18, 8): 10 digits before the point. */
export const QUOTA_VALUE_LIMITS = { maxDecimals: 8, maxIntegerDigits: 10 };

/** A real calendar day written AAAA-MM-DD or DD/MM/AAAA, as yyyy-MM-dd; null otherwise. */
export function parseDay(text: string): string | null {
  const cell = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number(year) < 1900 || date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

export function parseQuotaValueLine(fields: readonly string[], linha: number): LineResult<QuotaValueLine> {
  if (fields.length !== QUOTA_VALUE_IMPORT_HEADER.length) return { ok: false, errors: [columnCountError(linha, fields, QUOTA_VALUE_IMPORT_HEADER)] };
  const [planCell, profileCell, dayCell, valueCell] = fields.map((field) => field.trim());
  const errors: ImportLineError[] = [];
  const fail = (campo: string, mensagem: string) => errors.push({ linha, campo, mensagem });

  const idPlano = parseId(planCell);
  if (idPlano === null) fail('id_plano', `Plano inválido: "${shorten(planCell)}". Informe o número do plano.`);
  const idPerfilInvestimento = profileCell === '' ? null : parseId(profileCell);
  if (profileCell !== '' && idPerfilInvestimento === null) fail('id_perfil_investimento', `Perfil inválido: "${shorten(profileCell)}". Informe o número do perfil ou deixe vazio.`);
  const data = parseDay(dayCell);
  if (!data) fail('data', `Data inválida: "${shorten(dayCell)}". Use AAAA-MM-DD ou DD/MM/AAAA.`);
  const valor = parseDecimalComma(valueCell, QUOTA_VALUE_LIMITS);
  if (!valor.ok) fail('valor', valor.mensagem);

  if (errors.length > 0 || idPlano === null || !data || !valor.ok) return { ok: false, errors };
  return { ok: true, value: { idPlano, idPerfilInvestimento, data, valor: valor.value } };
}

/** A quota value as the pages show it: 8 decimals with a comma ('1,23456789'). */
export function formatQuotaValue(valor: string): string {
  return valor.replace('.', ',');
}
