import { fundToday } from './business-days';
import { normalizeCpf } from './cpf';
import { columnCountError, parseId, shorten, type ImportLineError, type LineResult } from './imports-csv';
import { PEOPLE_IMPORT_HEADER } from './imports-headers';
import { isValidEmail, normalizeEmail } from './invitations';

/** The line rule of the people import (settings/importar-pessoas, POST /api/importarPessoas). */

export { PEOPLE_IMPORT_HEADER };

export interface PersonLine {
  /** 11 digits. */
  cpf: string;
  nome: string;
  /** AAAA-MM-DD */
  dataNascimento: string;
  /** Lower case. */
  email: string;
  idPlano: number;
  matricula: string;
  idCategoria: number;
  idSituacao: number;
}

/** The column sizes of pessoa and vinculo_plano. */
export const PERSON_LIMITS = { nome: 200, email: 254, matricula: 20 } as const;

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Letters (any alphabet), digits and the separators registration numbers use; no spaces inside.
const REGISTRATION = /^[\p{L}\p{N}.\-/]+$/u;
// A name: letters, spaces, apostrophes, hyphens and dots (abbreviations), at least two characters.
const NAME = /^[\p{L}][\p{L}\p{M}' .-]*[\p{L}.]$/u;

/** A birth date written DD/MM/AAAA (or AAAA-MM-DD), as AAAA-MM-DD; null when it is not a real day. */
export function parseBirthDate(text: string): string | null {
  const br = BR_DATE.exec(text);
  const iso = br ? null : ISO_DATE.exec(text);
  if (!br && !iso) return null;
  const [year, month, day] = br ? [Number(br[3]), Number(br[2]), Number(br[1])] : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Parses and checks one line of the file (`linha` counts the header as line 1); every bad cell is reported. `today`
 * (AAAA-MM-DD, the fund's day) bounds the birth date: not after today, not before 1900.
 */
export function parsePersonLine(fields: readonly string[], linha: number, today: string = fundToday()): LineResult<PersonLine> {
  if (fields.length !== PEOPLE_IMPORT_HEADER.length) return { ok: false, errors: [columnCountError(linha, fields, PEOPLE_IMPORT_HEADER)] };
  const [cpfCell, nameCell, birthCell, emailCell, planCell, registrationCell, categoryCell, situationCell] = fields.map((field) => field.trim());
  const errors: ImportLineError[] = [];
  const fail = (campo: string, mensagem: string) => errors.push({ linha, campo, mensagem });

  const cpf = normalizeCpf(cpfCell);
  if (!cpf) fail('cpf', cpfCell === '' ? 'Informe o CPF.' : `CPF inválido: "${shorten(cpfCell)}" (os dígitos verificadores não conferem).`);

  const nome = nameCell.replace(/\s+/g, ' ');
  if (nome === '') fail('nome', 'Informe o nome.');
  else if ([...nome].length > PERSON_LIMITS.nome) fail('nome', `O nome pode ter no máximo ${PERSON_LIMITS.nome} caracteres.`);
  else if (!NAME.test(nome)) fail('nome', `Nome inválido: "${shorten(nome)}". Use apenas letras, espaços, apóstrofo e hífen.`);

  const dataNascimento = parseBirthDate(birthCell);
  if (birthCell === '') fail('data_nascimento', 'Informe a data de nascimento.');
  else if (!dataNascimento) fail('data_nascimento', `Data de nascimento inválida: "${shorten(birthCell)}". Use DD/MM/AAAA, por exemplo 31/12/1980.`);
  else if (dataNascimento < '1900-01-01') fail('data_nascimento', 'A data de nascimento deve ser de 1900 em diante.');
  else if (dataNascimento > today) fail('data_nascimento', 'A data de nascimento não pode ser no futuro.');

  const email = normalizeEmail(emailCell);
  if (email === '') fail('email', 'Informe o e-mail: é para ele que vai o link de primeiro acesso.');
  else if (email.length > PERSON_LIMITS.email || !isValidEmail(email)) fail('email', `E-mail inválido: "${shorten(emailCell)}".`);

  const idPlano = parseId(planCell);
  if (idPlano === null) fail('id_plano', `Plano inválido: "${shorten(planCell)}". Informe o número do plano.`);
  const matricula = registrationCell;
  if (matricula === '') fail('matricula', 'Informe a matrícula.');
  else if ([...matricula].length > PERSON_LIMITS.matricula) fail('matricula', `A matrícula pode ter no máximo ${PERSON_LIMITS.matricula} caracteres.`);
  else if (!REGISTRATION.test(matricula)) fail('matricula', `Matrícula inválida: "${shorten(matricula)}". Use letras, números, ponto, hífen ou barra, sem espaços.`);
  const idCategoria = parseId(categoryCell);
  if (idCategoria === null) fail('id_categoria', `Categoria inválida: "${shorten(categoryCell)}". Informe o número da categoria.`);
  const idSituacao = parseId(situationCell);
  if (idSituacao === null) fail('id_situacao', `Situação inválida: "${shorten(situationCell)}". Informe o número da situação.`);

  if (errors.length > 0 || !cpf || !dataNascimento || idPlano === null || idCategoria === null || idSituacao === null) return { ok: false, errors };
  return { ok: true, value: { cpf, nome, dataNascimento, email, idPlano, matricula, idCategoria, idSituacao } };
}

/** The messages of the checks against the database and the file (the line rule above has its own). */
export const PEOPLE_IMPORT_MESSAGES = {
  unknownPlan: (id: number) => `O plano ${id} não existe.`,
  unknownCategory: (id: number) => `A categoria ${id} não existe.`,
  unknownSituation: (id: number) => `A situação ${id} não existe.`,
  repeatedCpf: (first: number) => `Este CPF já aparece na linha ${first} do arquivo. Cada pessoa vem em uma linha só.`,
  registrationTaken: (matricula: string, idPlano: number) => `A matrícula ${matricula} já é de outra pessoa no plano ${idPlano}.`,
  registrationRepeated: (matricula: string, first: number) => `A matrícula ${matricula} já aparece na linha ${first} do arquivo para outro CPF no mesmo plano.`,
  /** Notices: lines that are not errors but do less than a new person. */
  existingPersonNewLink: (idPlano: number) => `CPF já cadastrado: os dados da pessoa não mudam; será criado o vínculo com o plano ${idPlano}.`,
  existingLink: (idPlano: number) => `CPF já cadastrado e já vinculado ao plano ${idPlano}: nada a importar (os dados da pessoa não mudam).`,
} as const;
