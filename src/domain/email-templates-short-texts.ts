/**
 * The short texts of the notices (issue 28): the siblings of the e-mail templates, one per notice kind and mobile
 * channel (SMS, WhatsApp), edited on settings/emails. A text carries no personal data beyond the first name and a link
 * into the portal, so it accepts only {{nome}} and {{link}}, and it must keep the link. The default of every kind and
 * channel is the kind's `curto` (src/domain/notices.ts): one source, the same text for both channels until an
 * administrator edits one.
 */
import { placeholdersOf } from './email-templates';
import { MOBILE_CHANNELS, NOTICE_CHANNEL_LABELS, NOTICE_KINDS, renderShortText, SHORT_TEXT_PLACEHOLDERS, unknownShortPlaceholders, type NoticeKind } from './notices';

export const SHORT_TEXT_CHANNELS = MOBILE_CHANNELS;
export type ShortTextChannel = (typeof SHORT_TEXT_CHANNELS)[number];

export function isShortTextChannel(value: unknown): value is ShortTextChannel {
  return typeof value === 'string' && (SHORT_TEXT_CHANNELS as readonly string[]).includes(value);
}

/** The text a kind's notice goes with on a channel while no administrator has edited it. */
export function defaultShortText(tipo: NoticeKind, canal: ShortTextChannel): string {
  void canal; // both channels start from the kind's one short text
  return NOTICE_KINDS[tipo].curto;
}

/**
 * How long a short text may be: 160 characters, one SMS of the GSM alphabet, counted as it would go to a person with a
 * long first name (15 letters; few Brazilian first names are longer) and a long link into the portal (50 characters:
 * an origin of about 30, as https://portal.fundacao.com.br, and a page such as /services/requests). Accented letters
 * (ã, ç) make an SMS Unicode, 70 characters a part: the gateways split it or write the letters plain, so the limit is
 * of what a person reads, not of the parts billed. `escrito` bounds the text as typed, placeholders included.
 */
export const SHORT_TEXT_LIMITS = { caracteres: 160, nome: 15, link: 50, escrito: 500 } as const;

/** The values the length is measured with: the longest first name and link the limit allows for. */
const LONGEST_VALUES = { nome: 'N'.repeat(SHORT_TEXT_LIMITS.nome), link: 'L'.repeat(SHORT_TEXT_LIMITS.link) };

/** The placeholders of a short text, described and with a sample value, as the page lists them. */
export const SHORT_TEXT_VARIABLES = [
  { nome: 'nome', descricao: 'o primeiro nome de quem recebe', exemplo: 'Carlos' },
  { nome: 'link', descricao: 'o endereço da página do portal que o aviso abre', exemplo: 'https://portal.exemplo.com.br/services/requests' },
] as const satisfies ReadonlyArray<{ nome: (typeof SHORT_TEXT_PLACEHOLDERS)[number]; descricao: string; exemplo: string }>;

export const SHORT_TEXT_SAMPLE = Object.fromEntries(SHORT_TEXT_VARIABLES.map((variable) => [variable.nome, variable.exemplo])) as { nome: string; link: string };

/** What a channel's text is for, as the page says it; null when the text is the message itself (SMS). */
export const SHORT_TEXT_CHANNEL_NOTES: Readonly<Record<ShortTextChannel, string | null>> = {
  sms: null,
  whatsapp:
    'No WhatsApp a mensagem vai como o modelo aprovado na Meta para este aviso, com o primeiro nome e o link. Este texto é o registro do que foi enviado: mantenha-o igual ao modelo aprovado.',
};

/** The length of a text as it would go with the longest first name and link of the limit. */
export function shortTextLength(texto: string): number {
  return renderShortText(texto.trim(), LONGEST_VALUES).length;
}

export interface ShortTextProblem {
  path: 'texto';
  message: string;
  type: 'required' | 'placeholder' | 'required-placeholder' | 'maxLength';
}

const characters = (count: number) => (count === 1 ? '1 caractere' : `${count} caracteres`);
const listOf = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/**
 * What is wrong with an edited short text, as field errors (empty when it may be saved): empty, a placeholder that
 * is not {{nome}} or {{link}} (named; `{{ cpf do titular }}` too, which renderShortText would leave as written),
 * no {{link}}, or longer than the limit once rendered.
 */
export function shortTextProblems(texto: string): ShortTextProblem[] {
  const text = texto.trim();
  if (!text) return [{ path: 'texto', message: 'Informe o texto da mensagem.', type: 'required' }];
  const problems: ShortTextProblem[] = [];
  const allowed: readonly string[] = SHORT_TEXT_PLACEHOLDERS;
  const unknown = [...new Set([...unknownShortPlaceholders(text), ...placeholdersOf(text).filter((name) => !allowed.includes(name))])];
  if (unknown.length) {
    const which = unknown.length === 1 ? `O marcador ${listOf(unknown)} não existe` : `Os marcadores ${listOf(unknown)} não existem`;
    problems.push({
      path: 'texto',
      message: `${which} nas mensagens de SMS e WhatsApp, que não levam dados pessoais além do primeiro nome. Use apenas: ${listOf(allowed)}.`,
      type: 'placeholder',
    });
  }
  if (!placeholdersOf(text).includes('link')) {
    problems.push({ path: 'texto', message: 'O texto precisa do marcador {{link}}: é por ele que a pessoa chega ao portal.', type: 'required-placeholder' });
  }
  if (text.length > SHORT_TEXT_LIMITS.escrito) {
    problems.push({ path: 'texto', message: `O texto pode ter até ${SHORT_TEXT_LIMITS.escrito} caracteres.`, type: 'maxLength' });
  } else {
    const length = shortTextLength(text);
    if (length > SHORT_TEXT_LIMITS.caracteres) {
      problems.push({
        path: 'texto',
        message: `A mensagem fica com ${length} caracteres com um nome longo e o link; o limite é ${SHORT_TEXT_LIMITS.caracteres}. Encurte o texto em ${characters(length - SHORT_TEXT_LIMITS.caracteres)}.`,
        type: 'maxLength',
      });
    }
  }
  return problems;
}

export const SHORT_TEXT_MESSAGES = {
  notFound: 'Mensagem não encontrada: o tipo de aviso ou o canal (sms ou whatsapp) não existe.',
  saved: (nome: string, canal: ShortTextChannel) => `Mensagem de ${NOTICE_CHANNEL_LABELS[canal]} de "${nome}" salva. Os próximos avisos já usam este texto.`,
  reset: (nome: string, canal: ShortTextChannel) => `Mensagem de ${NOTICE_CHANNEL_LABELS[canal]} de "${nome}" voltou ao texto padrão.`,
} as const;
