/** The declaration of agreement (/services/declaracao-de-concordancia): messages shared by the page and the API. */

export const AGREEMENT_MESSAGES = {
  notPublished: 'A declaração de concordância ainda não foi publicada pelo fundo. Tente novamente mais tarde ou fale conosco pelo chat.',
  alreadyAccepted: (data: string) => `Você já aceitou esta versão da declaração em ${data}.`,
  personal: 'Somente o próprio participante pode aceitar a declaração de concordância.',
  accepted: 'Declaração aceita. Obrigado!',
  mustCheck: 'Marque "Li e concordo com a declaração" para continuar.',
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
