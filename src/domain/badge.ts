import { NOTIFICATION_BADGE_MAX } from './constants';

/** The badge's text: nothing at 0, the number up to 99, '99+' above (spec §9). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(unread);
}
