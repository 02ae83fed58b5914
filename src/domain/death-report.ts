/**
 * The death notice (issue 29, "After a death"): the public form /comunicar-falecimento, its checks (shared by the page
 * and the server) and what an administrator may do with it. The answer to a notice is the same whether or not the CPF
 * is a participant's: nothing here may depend on it.
 */
import { isValidCpf, onlyDigits } from './cpf';
import { isValidPhone } from './invitations';

export const DEATH_REPORT_PATH = '/comunicar-falecimento';

/** A scan or a photo of the certificate: a PDF or an image, never a video or an archive; 10 MB is plenty for one. */
export const CERTIFICATE_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/*': ['.png', '.jpg', '.jpeg', '.webp', '.heic'],
};
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_HINT = 'PDF ou foto (PNG, JPG) da certidão de óbito, até 10 MB.';

export const RELATIONSHIPS = ['Cônjuge ou companheiro(a)', 'Filho(a)', 'Pai ou mãe', 'Irmão(ã)', 'Neto(a)', 'Outro parente', 'Procurador(a) ou representante'] as const;

/** The earliest date of death the form takes: anything older is a typing slip. */
export const EARLIEST_DEATH_DATE = '1900-01-01';

export const DEATH_REPORT_MESSAGES = {
  received:
    'Recebemos a comunicação. Guarde o número do protocolo. A equipe da fundação vai conferir a certidão e, se for preciso, entrará em contato pelo telefone ou e-mail informado em até 5 dias úteis.',
  cpf: 'Informe um CPF válido.',
  dateRequired: 'Informe a data do falecimento.',
  dateFuture: 'A data do falecimento não pode estar no futuro.',
  dateTooOld: 'Confira a data do falecimento: ela está antes de 1900.',
  nameRequired: 'Informe o seu nome completo.',
  relationship: 'Escolha o seu parentesco com a pessoa falecida.',
  contactRequired: 'Informe um telefone ou um e-mail para contato.',
  email: 'Informe um e-mail válido.',
  phone: 'Informe um telefone com DDD, como (11) 98765-4321 ou (11) 3456-7890.',
  certificateRequired: 'Envie a certidão de óbito.',
  certificateType: 'Envie a certidão como PDF ou imagem (PNG ou JPG).',
  certificateTooLarge: 'A certidão passa de 10 MB. Envie um arquivo menor.',
  notMultipart: 'Envie o formulário com a certidão (multipart/form-data).',
  notFound: 'Comunicação de falecimento não encontrada.',
  alreadyDecided: 'Esta comunicação já foi confirmada ou descartada.',
  notParticipant: 'O CPF informado não é de um participante: a comunicação só pode ser descartada, com o motivo.',
  destinationsMismatch: 'Escolha, para cada vínculo da pessoa, o pagamento da pensão ou o do saldo.',
  reasonRequired: 'Informe o motivo do descarte.',
} as const;

export interface DeathReportFields {
  cpfFalecido: string;
  dataObito: string;
  nomeComunicante: string;
  cpfComunicante: string;
  parentesco: string;
  email: string;
  telefone: string;
}

export interface FieldError {
  path: string;
  message: string;
  type: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's errors, one per field, in the form's order; `today` is the fund's day (yyyy-MM-dd). */
export function deathReportErrors(fields: DeathReportFields, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!isValidCpf(onlyDigits(fields.cpfFalecido))) errors.push({ path: 'cpfFalecido', message: DEATH_REPORT_MESSAGES.cpf, type: 'cpf' });
  const date = fields.dataObito.trim();
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) errors.push({ path: 'dataObito', message: DEATH_REPORT_MESSAGES.dateRequired, type: 'date' });
  else if (date > today) errors.push({ path: 'dataObito', message: DEATH_REPORT_MESSAGES.dateFuture, type: 'date' });
  else if (date < EARLIEST_DEATH_DATE) errors.push({ path: 'dataObito', message: DEATH_REPORT_MESSAGES.dateTooOld, type: 'date' });
  const name = fields.nomeComunicante.trim();
  if (name.length < 3 || name.length > 200) errors.push({ path: 'nomeComunicante', message: DEATH_REPORT_MESSAGES.nameRequired, type: 'required' });
  if (!isValidCpf(onlyDigits(fields.cpfComunicante))) errors.push({ path: 'cpfComunicante', message: DEATH_REPORT_MESSAGES.cpf, type: 'cpf' });
  if (!(RELATIONSHIPS as readonly string[]).includes(fields.parentesco)) errors.push({ path: 'parentesco', message: DEATH_REPORT_MESSAGES.relationship, type: 'enum' });
  const email = fields.email.trim();
  const phone = onlyDigits(fields.telefone);
  if (!email && !phone) errors.push({ path: 'telefone', message: DEATH_REPORT_MESSAGES.contactRequired, type: 'required' });
  if (email && (!EMAIL.test(email) || email.length > 200)) errors.push({ path: 'email', message: DEATH_REPORT_MESSAGES.email, type: 'email' });
  if (fields.telefone.trim() && !isValidPhone(fields.telefone)) errors.push({ path: 'telefone', message: DEATH_REPORT_MESSAGES.phone, type: 'phone' });
  return errors;
}

/** CF + year + sequence: the same shape for every notice, participant or not. */
export function formatDeathReportProtocol(year: number, sequence: number): string {
  return `CF${year}${String(sequence).padStart(6, '0')}`;
}

export type DeathReportStatus = 'recebida' | 'confirmada' | 'descartada';
export const DEATH_REPORT_STATUS_LABELS: Record<DeathReportStatus, string> = { recebida: 'Aguardando conferência', confirmada: 'Confirmada', descartada: 'Descartada' };

/** What the fund opens on each of the deceased's links when it confirms: the pension, or the balance paid out. */
export type DeathDestination = 'pensao' | 'saldo';
export const DEATH_DESTINATION_LABELS: Record<DeathDestination, string> = { pensao: 'Pensão por morte', saldo: 'Pagamento do saldo aos beneficiários' };
