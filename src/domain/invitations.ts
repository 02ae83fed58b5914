import type { FieldProblem } from './declarations';

/**
 * Inviting someone to join the fund (services.md: convidar-participante, service 32): what a valid invitation is, the
 * phone's mask and the per-person limits. The form (yup) and the API give the same messages from here.
 */

export const INVITATION_FUNCTIONALITY = 32;
/** The loan-enabled plan kind (spec §1) hides the service. */
export const LOAN_PLAN_KIND = '2';

export const INVITATION_LIMITS = { nome: 200, email: 254, telefone: 20 } as const;
/** At most this many invitations per person in any 24 hours. */
export const MAX_INVITATIONS_PER_DAY = 5;
export const INVITATION_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A person invites the same address once in this many days (per person: nobody learns whom others invited). */
export const REPEAT_EMAIL_DAYS = 30;

export const INVITATION_MESSAGES = {
  notInPlan: 'Este serviço não está disponível no seu plano.',
  nome: 'Informe o nome de quem você quer convidar.',
  nomeTooLong: `O nome pode ter até ${INVITATION_LIMITS.nome} caracteres.`,
  email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
  emailRequired: 'Informe o e-mail de quem você quer convidar.',
  telefone: 'Informe um telefone com DDD, como (11) 98765-4321 ou (11) 3456-7890.',
  telefoneRequired: 'Informe o telefone de quem você quer convidar, com DDD.',
  selfInvite: 'Este e-mail é o seu. Informe o e-mail da pessoa que você quer convidar.',
  tooMany: `Você já enviou ${MAX_INVITATIONS_PER_DAY} convites nas últimas 24 horas. Tente novamente amanhã.`,
  repeated: (data: string) => `Você já convidou este e-mail em ${data}. Um novo convite para ele pode ser enviado ${REPEAT_EMAIL_DAYS} dias depois do anterior.`,
  sent: (nome: string) => `Convite enviado para ${nome}.`,
} as const;

// Something before the @, a domain with a dot and a top-level part of two letters or more; no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const normalized = normalizeEmail(email);
  return normalized.length <= INVITATION_LIMITS.email && EMAIL_PATTERN.test(normalized);
}

/** The phone's digits without Brazil's country code (55) when it was typed. */
export function phoneDigits(telefone: string): string {
  const digits = telefone.replace(/\D/g, '');
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
}

/**
 * A Brazilian number with its area code (DDD 11–99, no zero in it): a mobile has 11 digits and starts with 9 after the
 * DDD, a landline 10 digits starting with 2 to 5 (Anatel's numbering plan).
 */
export function isValidPhone(telefone: string): boolean {
  if (/[^\d\s()+.-]/.test(telefone)) return false;
  const digits = phoneDigits(telefone);
  if (!/^[1-9][1-9]/.test(digits)) return false;
  if (digits.length === 11) return digits[2] === '9';
  if (digits.length === 10) return /[2-5]/.test(digits[2]);
  return false;
}

/** The phone as it is typed and shown: (11) 98765-4321 for a mobile, (11) 3456-7890 for a landline. */
export function formatPhone(telefone: string): string {
  const digits = phoneDigits(telefone).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const local = digits.slice(2);
  const head = local.length > 8 ? 5 : 4;
  return local.length <= head ? `(${digits.slice(0, 2)}) ${local}` : `(${digits.slice(0, 2)}) ${local.slice(0, head)}-${local.slice(head)}`;
}

export interface InvitationInput {
  nome: string;
  email: string;
  telefone: string;
}

/** What is wrong with an invitation, by field (empty when it can be sent). */
export function invitationProblems(input: InvitationInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const nome = input.nome.trim();
  if (!nome) problems.push({ path: 'nome', message: INVITATION_MESSAGES.nome, type: 'required' });
  else if (nome.length > INVITATION_LIMITS.nome) problems.push({ path: 'nome', message: INVITATION_MESSAGES.nomeTooLong, type: 'maxLength' });
  if (!input.email.trim()) problems.push({ path: 'email', message: INVITATION_MESSAGES.emailRequired, type: 'required' });
  else if (!isValidEmail(input.email)) problems.push({ path: 'email', message: INVITATION_MESSAGES.email, type: 'format' });
  if (!input.telefone.trim()) problems.push({ path: 'telefone', message: INVITATION_MESSAGES.telefoneRequired, type: 'required' });
  else if (!isValidPhone(input.telefone)) problems.push({ path: 'telefone', message: INVITATION_MESSAGES.telefone, type: 'format' });
  return problems;
}

/** The service is offered when at least one of the person's plans is not of the loan-enabled kind. */
export function canInvite(planKinds: readonly string[]): boolean {
  return planKinds.some((kind) => kind !== LOAN_PLAN_KIND);
}

export type InvitationRefusal = { status: 429; message: string } | { status: 409; message: string } | null;

/**
 * Whether another invitation may go out now: `sentInWindow` counts the person's invitations of the last 24 hours,
 * `lastToSameEmail` is when the person last invited that address, formatted by `formatDate` in the message.
 */
export function invitationRefusal(
  { sentInWindow, lastToSameEmail }: { sentInWindow: number; lastToSameEmail: Date | null },
  now: Date,
  formatDate: (date: Date) => string,
): InvitationRefusal {
  if (lastToSameEmail && now.getTime() - lastToSameEmail.getTime() < REPEAT_EMAIL_DAYS * 24 * 60 * 60 * 1000) {
    return { status: 409, message: INVITATION_MESSAGES.repeated(formatDate(lastToSameEmail)) };
  }
  if (sentInWindow >= MAX_INVITATIONS_PER_DAY) return { status: 429, message: INVITATION_MESSAGES.tooMany };
  return null;
}

/** The invitation e-mail's values (template `convite`, src/domain/email-templates.ts): first names, the fund, the portal's address. */
export function invitationEmailValues({ nomeConvidado, nomeQuemConvida, fundo, enderecoPortal }: { nomeConvidado: string; nomeQuemConvida: string; fundo: string; enderecoPortal: string }) {
  const firstName = (name: string) => name.trim().split(/\s+/)[0];
  return { nome: firstName(nomeConvidado), quem_convida: firstName(nomeQuemConvida), fundo, link: enderecoPortal };
}
