import { isAfter, isValid, parseISO, subYears } from 'date-fns';

/** Declarations that open a request (services.md): PEP (2), FATCA (3), foreign resident (5). Shared by the forms and the API. */

export interface FieldProblem {
  path: string;
  message: string;
  type: string;
}

export const PEP_DEFINITION =
  'Pessoa politicamente exposta é quem exerce ou exerceu, nos últimos cinco anos, no Brasil ou no exterior, cargo, emprego ou função pública relevante (como mandato eletivo, cargo de ministro, secretário, dirigente de estatal ou de partido, magistrado ou membro do Ministério Público), e também seus familiares e colaboradores próximos.';

export interface PepDeclaration {
  ppe: 'S' | 'N';
  cargo?: string | null;
  orgao?: string | null;
  /** yyyy-mm-dd */
  dataInicio?: string | null;
  /** yyyy-mm-dd; empty while still in office. */
  dataFim?: string | null;
}

const blank = (value: string | null | undefined) => !value || !value.trim();
const parseDate = (value: string | null | undefined) => (value ? parseISO(value) : null);

/** The role, organ and period are asked only of a politically exposed person; the five-year rule of spec §5 applies. */
export function pepProblems(input: PepDeclaration, today: Date): FieldProblem[] {
  if (input.ppe === 'N') return [];
  const problems: FieldProblem[] = [];
  if (blank(input.cargo)) problems.push({ path: 'cargo', message: 'Informe o cargo, emprego ou função pública.', type: 'required' });
  if (blank(input.orgao)) problems.push({ path: 'orgao', message: 'Informe o órgão ou a entidade.', type: 'required' });
  const start = parseDate(input.dataInicio);
  const end = parseDate(input.dataFim);
  if (!start || !isValid(start)) problems.push({ path: 'dataInicio', message: 'Informe quando começou o exercício.', type: 'required' });
  else if (isAfter(start, today)) problems.push({ path: 'dataInicio', message: 'A data de início não pode estar no futuro.', type: 'date' });
  if (input.dataFim && (!end || !isValid(end))) problems.push({ path: 'dataFim', message: 'Data de término inválida.', type: 'date' });
  if (start && end && isValid(start) && isValid(end)) {
    if (isAfter(start, end)) problems.push({ path: 'dataFim', message: 'O término não pode ser antes do início.', type: 'date' });
    else if (isAfter(subYears(today, 5), end))
      problems.push({ path: 'dataFim', message: 'Quem deixou a função há mais de cinco anos não é pessoa politicamente exposta: responda "Não".', type: 'fiveYears' });
  }
  return problems;
}

export interface FatcaDeclaration {
  cidadaniaAmericana: 'S' | 'N';
  residenciaFiscalEua: 'S' | 'N';
  /** US taxpayer identification number (SSN/ITIN), 9 digits. */
  tin?: string | null;
}

export function isUsPerson(input: FatcaDeclaration): boolean {
  return input.cidadaniaAmericana === 'S' || input.residenciaFiscalEua === 'S';
}

/** A US person must give the TIN (9 digits, as 123-45-6789 or 123456789). */
export function fatcaProblems(input: FatcaDeclaration): FieldProblem[] {
  if (!isUsPerson(input)) return [];
  const digits = (input.tin ?? '').replace(/\D/g, '');
  if (!digits) return [{ path: 'tin', message: 'Informe o TIN (número de identificação fiscal nos EUA).', type: 'required' }];
  if (digits.length !== 9 || !/^(\d{3}-?\d{2}-?\d{4})$/.test((input.tin ?? '').trim())) return [{ path: 'tin', message: 'O TIN tem 9 dígitos, como 123-45-6789.', type: 'pattern' }];
  return [];
}

export function formatTin(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The TIN as it is typed: 9 digits at most, the dashes of 123-45-6789 added as the digits arrive. */
export function maskTinInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}
