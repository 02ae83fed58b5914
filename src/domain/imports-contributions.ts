import { normalizeCpf } from './cpf';
import { CONTRIBUTION_IMPORT_HEADER, IMPORTED_CONTRIBUTION_TYPES } from './imports-headers';
import { columnCountError, parseDecimalComma, parseId, shorten, type ImportLineError, type LineResult } from './imports-csv';

/** The line rule of the contribution import (settings/importar-contribuicoes, POST /api/importarContribuicoes). */

export { CONTRIBUTION_IMPORT_HEADER, IMPORTED_CONTRIBUTION_TYPES };
export type ImportedContributionType = (typeof IMPORTED_CONTRIBUTION_TYPES)[number];

export interface ContributionLine {
  /** 11 digits. */
  cpf: string;
  idPlano: number;
  /** AAAA-MM */
  competencia: string;
  tipo: ImportedContributionType;
  /** Exact decimal string with 2 places ('1234.56'). */
  valor: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** numeric(14, 2) holds 12 digits before the point. */
const VALUE_LIMITS = { maxDecimals: 2, maxIntegerDigits: 12 };

/** Parses and checks one line of the file (`linha` counts the header as line 1); every bad cell is reported. */
export function parseContributionLine(fields: readonly string[], linha: number): LineResult<ContributionLine> {
  if (fields.length !== CONTRIBUTION_IMPORT_HEADER.length) return { ok: false, errors: [columnCountError(linha, fields, CONTRIBUTION_IMPORT_HEADER)] };
  const [cpfCell, planCell, monthCell, typeCell, valueCell] = fields.map((field) => field.trim());
  const errors: ImportLineError[] = [];
  const fail = (campo: string, mensagem: string) => errors.push({ linha, campo, mensagem });

  const cpf = normalizeCpf(cpfCell);
  if (!cpf) fail('cpf', cpfCell === '' ? 'Informe o CPF.' : `CPF inválido: "${shorten(cpfCell)}" (os dígitos verificadores não conferem).`);
  const idPlano = parseId(planCell);
  if (idPlano === null) fail('id_plano', `Plano inválido: "${shorten(planCell)}". Informe o número do plano.`);
  const month = MONTH.exec(monthCell);
  if (!month || Number(month[1]) < 1900) fail('competencia', `Competência inválida: "${shorten(monthCell)}". Use AAAA-MM, por exemplo 2026-03.`);
  const tipo = typeCell.toLowerCase();
  const isKnownType = (IMPORTED_CONTRIBUTION_TYPES as readonly string[]).includes(tipo);
  if (!isKnownType) fail('tipo', `Tipo desconhecido: "${shorten(typeCell)}". Use ${IMPORTED_CONTRIBUTION_TYPES.join(', ')}.`);
  const valor = parseDecimalComma(valueCell, VALUE_LIMITS);
  if (!valor.ok) fail('valor', valor.mensagem);

  if (errors.length > 0 || !cpf || idPlano === null || !valor.ok) return { ok: false, errors };
  return { ok: true, value: { cpf, idPlano, competencia: monthCell, tipo: tipo as ImportedContributionType, valor: valor.value } };
}

/** The first and last day of a month AAAA-MM (the competence is stored as its first day). */
export function monthBounds(competencia: string): { first: string; last: string } {
  const [year, month] = competencia.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${competencia}-01`, last: `${competencia}-${String(lastDay).padStart(2, '0')}` };
}
