/**
 * The privacy centre (LGPD, Lei 13.709/2018, art. 18): consents for communications per channel, kept as a history of
 * events whose latest per channel is the current state, and the plain-Portuguese words for what an administrator did
 * while viewing the portal as the person.
 */

export const CONSENT_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

export function isConsentChannel(value: unknown): value is ConsentChannel {
  return typeof value === 'string' && (CONSENT_CHANNELS as readonly string[]).includes(value);
}

export interface ConsentEvent {
  canal: ConsentChannel;
  concedido: boolean;
  em: Date;
  id: number;
}

export interface ConsentState {
  canal: ConsentChannel;
  /** Never chosen = not given: consent is opt-in (art. 8). */
  concedido: boolean;
  /** When the current choice was made; null when the person never chose. */
  desde: Date | null;
}

/** The latest event of each channel (by time, then by id for events of the same instant), in the channels' order. */
export function currentConsents(events: readonly ConsentEvent[]): ConsentState[] {
  return CONSENT_CHANNELS.map((canal) => {
    let latest: ConsentEvent | null = null;
    for (const event of events) {
      if (event.canal !== canal) continue;
      if (!latest || event.em.getTime() > latest.em.getTime() || (event.em.getTime() === latest.em.getTime() && event.id > latest.id)) latest = event;
    }
    return { canal, concedido: latest?.concedido ?? false, desde: latest?.em ?? null };
  });
}

/**
 * Whether the person has withdrawn the channel (their latest choice is "no"). Operational reminders — a re-registration
 * the plan's regulation requires — rest on the plan contract, not on consent (LGPD art. 7º, II and V), so they reach
 * whoever never chose; but an explicit withdrawal is honoured: the person still sees the campaign in the portal.
 */
export function hasWithdrawn(events: readonly ConsentEvent[], canal: ConsentChannel): boolean {
  const state = currentConsents(events).find((item) => item.canal === canal)!;
  return state.desde !== null && !state.concedido;
}

/** What a consent event says, for the history table. */
export function consentEventLabel(canal: ConsentChannel, concedido: boolean): string {
  return `${CONSENT_CHANNEL_LABELS[canal]}: ${concedido ? 'autorizado' : 'autorização retirada'}`;
}

/** The audit actions the services record, as the person reads them ("what the administrator did"). */
const ACTION_LABELS: Record<string, string> = {
  'portal.visualizado': 'Visualizou o portal como você',
  'dados.exportados': 'Baixou seus dados',
  'contato.alterado': 'Alterou seu contato',
  'endereco.alterado': 'Alterou seu endereço',
  'consentimento.alterado': 'Alterou uma autorização de comunicação',
  'dependente.incluido': 'Incluiu um dependente ou beneficiário',
  'dependente.alterado': 'Alterou um dependente ou beneficiário',
  'dependente.excluido': 'Excluiu um dependente ou beneficiário',
  'requisicao.criada': 'Abriu uma solicitação',
  'requisicao.cancelada': 'Cancelou uma solicitação',
  'requisicao.status': 'Mudou a situação de uma solicitação',
  'requisicao.efeito': 'Aplicou o resultado de uma solicitação',
  'recadastramento.enviado': 'Enviou seu recadastramento',
  'onboarding.etapa': 'Preencheu uma etapa do primeiro acesso',
  'senha.alterada': 'Alterou sua senha',
  'contribuicao.esporadica': 'Gerou uma contribuição esporádica',
  'notificacao.enviada': 'Enviou uma notificação',
};

/**
 * The words for an audit row: a known action, or a write made while viewing as the person (recorded as
 * 'METHOD /route' with the route's summary), or a generic sentence — never the raw code alone.
 */
export function accessActionLabel(acao: string, detalhes: unknown): string {
  const known = ACTION_LABELS[acao];
  if (known) {
    const formato = detalhes && typeof detalhes === 'object' ? (detalhes as Record<string, unknown>).formato : undefined;
    return acao === 'dados.exportados' && formato === 'pdf' ? 'Baixou seus dados (PDF)' : known;
  }
  const details = detalhes && typeof detalhes === 'object' ? (detalhes as Record<string, unknown>) : {};
  if (/^(POST|PUT|PATCH|DELETE) \//.test(acao)) {
    const resumo = typeof details.resumo === 'string' && details.resumo.trim() ? details.resumo.trim() : null;
    const refused = typeof details.status === 'number' && details.status >= 400;
    const what = resumo ? `Agiu por você: ${resumo}` : 'Agiu por você no portal';
    return refused ? `${what} (recusado)` : what;
  }
  return 'Registrou uma ação nos seus dados';
}

/** "Who accessed my data" is paginated as the request list is (spec §4): pages start at 0. */
export const ACCESS_PAGE_SIZE = 20;
