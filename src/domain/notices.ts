/**
 * Notices (avisos): what the portal tells a person on its own, by the channels the person chose for each kind of
 * notice (/perfil/avisos). The in-app notification always goes (the notification centre is the record); e-mail, SMS
 * and WhatsApp as chosen, SMS and WhatsApp only to a verified mobile number. Security notices always go by e-mail.
 * The SMS and WhatsApp texts are short and carry no personal data beyond the first name and a link into the portal.
 */

export const NOTICE_CHANNELS = ['app', 'email', 'sms', 'whatsapp'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
/** The channels a person switches on or off (the in-app notification always goes). */
export const CHOSEN_CHANNELS = ['email', 'sms', 'whatsapp'] as const satisfies readonly NoticeChannel[];
export type ChosenChannel = (typeof CHOSEN_CHANNELS)[number];
/** The channels that need a verified mobile number. */
export const MOBILE_CHANNELS = ['sms', 'whatsapp'] as const satisfies readonly ChosenChannel[];

export const NOTICE_CHANNEL_LABELS: Readonly<Record<NoticeChannel, string>> = { app: 'No portal', email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

export function isChosenChannel(value: unknown): value is ChosenChannel {
  return typeof value === 'string' && (CHOSEN_CHANNELS as readonly string[]).includes(value);
}

export interface NoticeKindDefinition {
  nome: string;
  descricao: string;
  /** The channels a person who never chose gets. */
  padrao: readonly ChosenChannel[];
  /** Always by e-mail, whatever the person chose (security). */
  obrigatorio?: boolean;
  /** The short text of SMS and WhatsApp: {{nome}} (first name) and {{link}} only. */
  curto: string;
}

// The kinds a person can choose channels for: one per event the portal announces on its own.
export const NOTICE_KINDS = {
  status_solicitacao: {
    nome: 'Andamento das solicitações',
    descricao: 'Quando uma solicitação sua muda de situação.',
    padrao: ['email'],
    curto: '{{nome}}, uma solicitação sua no Portal do Participante foi atualizada. Veja: {{link}}',
  },
  prazo_solicitacao: {
    nome: 'Prazos das solicitações',
    descricao: 'Quando o fundo não cumpre um prazo legal de uma solicitação sua, com a nova data.',
    padrao: ['email'],
    curto: '{{nome}}, o prazo de uma solicitação sua mudou. Pedimos desculpas. Veja a nova data: {{link}}',
  },
  lembrete_recadastramento: {
    nome: 'Recadastramento',
    descricao: 'Lembretes enquanto o recadastramento do seu plano espera a sua resposta.',
    padrao: ['email'],
    curto: '{{nome}}, o recadastramento do seu plano espera a sua resposta. Responda em: {{link}}',
  },
  eleicao: {
    nome: 'Eleições',
    descricao: 'Quando uma eleição em que você vota abre ou está para terminar.',
    padrao: ['email'],
    curto: '{{nome}}, há uma eleição aberta no Portal do Participante. Vote em: {{link}}',
  },
  manutencao: {
    nome: 'Manutenção do portal',
    descricao: 'Quando o fundo agenda uma manutenção do portal, e 24 horas e 1 hora antes de ela começar.',
    padrao: ['email'],
    curto: '{{nome}}, o Portal do Participante terá uma manutenção programada. Veja quando: {{link}}',
  },
  publicacao: {
    nome: 'Contracheques e informes de rendimentos',
    descricao: 'Quando sai um novo contracheque ou o informe de rendimentos do ano.',
    padrao: ['email'],
    curto: '{{nome}}, há um novo documento seu no Portal do Participante. Veja: {{link}}',
  },
  deducao_dezembro: {
    nome: 'Dedução de 12 % no Imposto de Renda',
    descricao: 'No primeiro dia útil de dezembro, quanto você ainda pode contribuir no ano para deduzir até 12 % (se pediu o aviso no simulador de incentivo fiscal).',
    padrao: ['email'],
    curto: '{{nome}}, ainda dá tempo de contribuir neste ano e deduzir no Imposto de Renda. Veja quanto: {{link}}',
  },
  planejamento_desvio: {
    nome: 'Minha aposentadoria',
    descricao: 'No começo do mês, quando a projeção da sua renda fica mais de 10 % abaixo da sua meta de aposentadoria (se pediu o aviso em Minha aposentadoria).',
    padrao: ['email'],
    curto: '{{nome}}, a projeção da sua aposentadoria ficou mais de 10 % abaixo da meta. Veja o que fazer: {{link}}',
  },
  prova_de_vida: {
    nome: 'Prova de vida',
    descricao: 'Para quem recebe benefício: quando a prova de vida do ano abre, antes e no vencimento, durante a carência e antes de uma suspensão.',
    padrao: ['email', 'sms'],
    curto: '{{nome}}, faça a sua prova de vida no Portal do Participante para manter o seu benefício: {{link}}',
  },
  representacao: {
    nome: 'Representação legal',
    descricao: 'Quando a vigência de uma representação em que você é representante ou representado está para terminar ou termina, e os avisos de quem você representa.',
    padrao: ['email'],
    curto: '{{nome}}, há um aviso sobre uma representação legal no Portal do Participante. Veja: {{link}}',
  },
  seguranca: {
    nome: 'Segurança da conta',
    descricao: 'Códigos para criar uma nova senha e avisos de sessões encerradas. Vão sempre por e-mail.',
    padrao: ['email'],
    obrigatorio: true,
    curto: '{{nome}}, houve uma alteração de segurança na sua conta do Portal do Participante: {{link}}',
  },
} as const satisfies Record<string, NoticeKindDefinition>;

export type NoticeKind = keyof typeof NOTICE_KINDS;
export const NOTICE_KIND_KEYS = Object.keys(NOTICE_KINDS) as NoticeKind[];

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === 'string' && Object.hasOwn(NOTICE_KINDS, value);
}

/** The channels a notice goes by: the person's choice for its kind (or the default), e-mail forced for security. */
export function channelsFor(kind: NoticeKind, chosen: readonly ChosenChannel[] | undefined): ChosenChannel[] {
  const definition: NoticeKindDefinition = NOTICE_KINDS[kind];
  const channels = new Set<ChosenChannel>(chosen ?? definition.padrao);
  if (definition.obrigatorio) channels.add('email');
  return CHOSEN_CHANNELS.filter((channel) => channels.has(channel));
}

/** Placeholders of the short texts: nothing that identifies the person beyond the first name. */
export const SHORT_TEXT_PLACEHOLDERS = ['nome', 'link'] as const;

/** The short text (SMS, WhatsApp) of a notice: the first name and the link, nothing else. */
export function renderShortText(template: string, values: { nome: string; link: string }): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name === 'nome' ? firstName(values.nome) : name === 'link' ? values.link : whole));
}

/** Placeholders of a short text that are not allowed ({{cpf}}, {{saldo}}…): an administrator's edit with one is refused. */
export function unknownShortPlaceholders(template: string): string[] {
  const found = [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]);
  return [...new Set(found.filter((name) => !(SHORT_TEXT_PLACEHOLDERS as readonly string[]).includes(name)))];
}

export function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? '';
}

/**
 * A Brazilian mobile number as E.164 (+55, the two-digit area code, 9 digits starting with 9), from what a person
 * types ("(11) 98765-4321", "+55 11 98765 4321", "11987654321"); null when it is not one.
 */
export function normalizeMobile(input: string): string | null {
  let digits = input.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 11) return null;
  const ddd = Number(digits.slice(0, 2));
  if (!VALID_DDD.has(ddd) || digits[2] !== '9') return null;
  return `+55${digits}`;
}

/** The area codes (DDD) in use in Brazil (Anatel). */
const VALID_DDD = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68,
  69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** +5511987654321 → (11) 98765-4321 */
export function formatMobile(e164: string): string {
  const digits = e164.replace(/^\+55/, '');
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

/** A delivery's state, as the delivery log (/settings/avisos) and the notification centre show it. */
export const DELIVERY_STATUSES = ['pendente', 'enviado', 'entregue', 'tentando', 'falhou', 'desistiu'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  pendente: 'Pendente',
  enviado: 'Enviado',
  entregue: 'Entregue',
  tentando: 'Nova tentativa agendada',
  falhou: 'Falhou',
  desistiu: 'Desistiu após as tentativas',
};

/** The mobile verification code: 6 digits, valid 10 minutes, 5 wrong tries. */
export const MOBILE_CODE = { digits: 6, ttlMinutes: 10, maxAttempts: 5, cooldownSeconds: 60 } as const;

export const NOTICE_MESSAGES = {
  invalidMobile: 'Informe um celular brasileiro com DDD, com 9 dígitos, como (11) 98765-4321.',
  unknownKind: (tipo: string) => `Tipo de aviso desconhecido: ${tipo}.`,
  unknownChannel: (canal: string) => `Canal desconhecido: ${canal}. Use email, sms ou whatsapp.`,
  securityByEmail: 'Os avisos de segurança da conta vão sempre por e-mail.',
  mobileNotVerified: 'Confirme o seu celular antes de receber avisos por SMS ou WhatsApp.',
  channelOff: (canal: string) => `O fundo ainda não envia avisos por ${canal}.`,
  noMobileChannel: 'O fundo ainda não envia SMS nem WhatsApp: não há como confirmar o celular agora.',
  webhookOff: 'O webhook de status do WhatsApp não está configurado (WHATSAPP_APP_SECRET e WHATSAPP_VERIFY_TOKEN).',
  webhookRefused: 'Chamada recusada: a assinatura ou o token de verificação não confere.',
  webhookBody: 'O corpo da chamada não é um JSON válido.',
  codeSent: (celular: string) => `Enviamos um código para ${celular}. Ele vale por ${MOBILE_CODE.ttlMinutes} minutos.`,
  wrongCode: 'Código incorreto. Confira a mensagem e tente de novo.',
  codeExpired: 'O código expirou ou não foi pedido. Peça um novo código.',
  tooManyAttempts: 'Muitas tentativas erradas. Peça um novo código.',
  codeCooldown: 'Um código acabou de ser enviado. Aguarde um minuto para pedir outro.',
  mobileVerified: 'Celular confirmado. Agora você pode receber avisos por SMS e WhatsApp.',
  saved: 'Preferências de avisos salvas.',
  notRetryable: 'Só um aviso que desistiu após as tentativas pode ser enviado de novo.',
  retried: 'O aviso voltou para a fila e será enviado em instantes.',
} as const;
