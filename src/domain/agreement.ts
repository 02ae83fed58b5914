/** The declaration of agreement (/services/declaracao-de-concordancia): messages shared by the page and the API. */

/** A new version's text (settings/declaracao-concordancia): the API and the page hold the same limits. */
export const AGREEMENT_TEXT_LIMITS = { min: 50, max: 20_000 } as const;

export const AGREEMENT_MESSAGES = {
  notPublished: 'A declaração de concordância ainda não foi publicada pelo fundo. Tente novamente mais tarde ou fale conosco pelo chat.',
  alreadyAccepted: (data: string) => `Você já aceitou esta versão da declaração em ${data}.`,
  personal: 'Somente o próprio participante pode aceitar a declaração de concordância.',
  accepted: 'Declaração aceita. Obrigado!',
  mustCheck: 'Marque "Li e concordo com a declaração" para continuar.',
  // Publishing a new version (settings/declaracao-concordancia).
  required: 'Informe o texto da nova versão.',
  tooShort: `O texto deve ter ao menos ${AGREEMENT_TEXT_LIMITS.min} caracteres.`,
  tooLong: 'O texto pode ter até 20.000 caracteres.',
  sameAsCurrent: 'O texto é igual ao da versão em vigor.',
  concurrent: 'Outra versão acabou de ser publicada. Recarregue a página e confira o texto em vigor antes de publicar.',
  published: (versao: number) => `Versão ${versao} da declaração publicada. Todos os participantes deverão aceitá-la.`,
} as const;

export interface AgreementAcceptance {
  aceitoEm: string;
  ip: string;
}

export interface AgreementDeclaration {
  versao: number;
  texto: string;
  aceite: AgreementAcceptance | null;
}

/** The text's paragraphs, split on blank lines (it is plain text, never HTML). */
export function agreementParagraphs(texto: string): string[] {
  return texto
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A published version, as the administrators' page lists it. */
export interface AgreementVersion {
  versao: number;
  texto: string;
  publicadaEm: string;
  /** How many people accepted this version. */
  aceites: number;
}

/** The text as stored: Windows line breaks as '\n', no blank space around it. */
export function normalizeAgreementText(texto: string): string {
  return texto.replace(/\r\n?/g, '\n').trim();
}

export type AgreementTextProblem = { message: string; type: 'required' | 'minLength' | 'maxLength' | 'unchanged' };

/** What is wrong with a new version's text (null when it can be published), given the text of the version in force. */
export function agreementTextProblem(texto: string, current: string | null): AgreementTextProblem | null {
  const normalized = normalizeAgreementText(texto);
  if (!normalized) return { message: AGREEMENT_MESSAGES.required, type: 'required' };
  if (normalized.length < AGREEMENT_TEXT_LIMITS.min) return { message: AGREEMENT_MESSAGES.tooShort, type: 'minLength' };
  if (normalized.length > AGREEMENT_TEXT_LIMITS.max) return { message: AGREEMENT_MESSAGES.tooLong, type: 'maxLength' };
  if (current !== null && normalized === normalizeAgreementText(current)) return { message: AGREEMENT_MESSAGES.sameAsCurrent, type: 'unchanged' };
  return null;
}
