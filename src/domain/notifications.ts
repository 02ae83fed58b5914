/** Notification list rules of spec §4 and §9: order, unread count, badge text, merging real-time arrivals. */
import type { Notificacao } from './api-types';
import { NOTIFICATION_BADGE_MAX, NOTIFICATION_TYPE } from './constants';

export const isUnread = (notification: Pick<Notificacao, 'reagido'>) => notification.reagido !== 'S';

/** Newest first; among equal dates the unread ones first, then the higher id. */
export function sortNotifications(list: readonly Notificacao[]): Notificacao[] {
  return [...list].sort(
    (a, b) =>
      Date.parse(b.data_notificacao) - Date.parse(a.data_notificacao) ||
      Number(isUnread(b)) - Number(isUnread(a)) ||
      b.id - a.id,
  );
}

/** Spec §4: items whose reagido is not 'S'. */
export function countUnread(list: readonly Pick<Notificacao, 'reagido'>[]): number {
  return list.filter(isUnread).length;
}

// The badge's rule is shared with the chat's badge, in the top bar of every page: its own small module.
export { badgeText } from './badge';

/** The bell's accessible name, with the count a screen reader would otherwise miss. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notificações, nenhuma não lida';
  return `Notificações, ${unread > NOTIFICATION_BADGE_MAX ? `mais de ${NOTIFICATION_BADGE_MAX}` : unread} ${unread === 1 ? 'não lida' : 'não lidas'}`;
}

/** A real-time arrival (`newNotification`) joins the list only if its id is new. */
export function addNotification(list: readonly Notificacao[], incoming: Notificacao): Notificacao[] {
  if (list.some((notification) => notification.id === incoming.id)) return [...list];
  return sortNotifications([...list, incoming]);
}

export function markAsRead(list: readonly Notificacao[], ids: readonly number[]): Notificacao[] {
  const wanted = new Set(ids);
  return sortNotifications(list.map((item) => (wanted.has(item.id) ? { ...item, reagido: 'S', vizualizado: 'S' } : item)));
}

/** Spec §5: a read chat notification cannot be clicked; unread ones, detail ones (type 2) and those with a page can. */
export function isClickable(notification: Pick<Notificacao, 'reagido' | 'tipoNotificacao'> & { link?: string | null }): boolean {
  return isUnread(notification) || notification.tipoNotificacao.id === NOTIFICATION_TYPE.DETAIL || Boolean(notification.link);
}

export const NOTIFICATION_LINK_MAX_LENGTH = 300;
export const NOTIFICATION_LINK_MESSAGE = 'Informe o endereço de uma página do portal, começando por /, como /services/requests.';

/**
 * A notification's page is a path inside the portal: it starts with one '/', never '//' or '/\' (which a browser reads
 * as another host), and has no spaces, control characters or backslashes. External addresses are refused.
 */
export function isInternalPath(link: string): boolean {
  return link.length <= NOTIFICATION_LINK_MAX_LENGTH && /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(link);
}

/** Whether a notification about `idPlano` belongs in the list of the chosen plan (null = about no plan, always shown). */
export function belongsToPlan(notification: Pick<Notificacao, 'idPlano'>, idPlanoEscolhido: number | null): boolean {
  return idPlanoEscolhido === null || notification.idPlano === null || notification.idPlano === idPlanoEscolhido;
}

// Intl here, for Brasília's time-zone rules; built on first use (the bell's panel, the chat), not when every page loads
// this module: a page's first use of Intl costs a long task (src/domain/format.ts).
let brasiliaDateTime: Intl.DateTimeFormat | null = null;
function brasiliaDateTimeFormat(): Intl.DateTimeFormat {
  brasiliaDateTime ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return brasiliaDateTime;
}

const brasiliaParts = (iso: string) => Object.fromEntries(brasiliaDateTimeFormat().formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));

/** dd/MM/yyyy HH:mm in Brasília time. */
export function formatDateTime(iso: string): string {
  const parts = brasiliaParts(iso);
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** HH:mm in Brasília time. */
export function formatTimeOfDay(iso: string): string {
  const parts = brasiliaParts(iso);
  return `${parts.hour}:${parts.minute}`;
}

const RELATIVE_LIMIT_MS = 24 * 60 * 60 * 1000;
// Written out rather than with Intl.RelativeTimeFormat: the bell shows these on every private page, and a page's first
// use of Intl costs a long task (src/domain/format.ts).
const ago = (count: number, one: string, many: string) => `há ${count} ${count === 1 ? one : many}`;

/** 'agora mesmo' or 'há 5 minutos' within a day, otherwise the date and time. */
export function formatNotificationDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < 0 || elapsed >= RELATIVE_LIMIT_MS) return formatDateTime(iso);
  if (elapsed < 60_000) return 'agora mesmo';
  const minutes = Math.floor(elapsed / 60_000);
  return minutes < 60 ? ago(minutes, 'minuto', 'minutos') : ago(Math.floor(minutes / 60), 'hora', 'horas');
}

/** The words of the channels a notice also went by (src/domain/notices.ts), inside a sentence. */
const CHANNEL_IN_SENTENCE = { email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** "Também por e-mail e WhatsApp": where else a notification went, besides the portal. */
export function alsoSentBy(canais: ReadonlyArray<keyof typeof CHANNEL_IN_SENTENCE>): string {
  const names = canais.map((canal) => CHANNEL_IN_SENTENCE[canal]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? '');
  return `Também por ${list}`;
}
