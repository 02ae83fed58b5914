/**
 * The notices of a scheduled maintenance window (settings/desativacao-temporaria): participants hear of it when it is
 * scheduled, then 24 hours and 1 hour before it starts. A reminder is due only when the announcement went out before
 * the reminder's own moment: a window scheduled for 30 minutes from now is announced once, not three times.
 */
export const MAINTENANCE_NOTICE_MOMENTS = ['agendada', 'vespera', 'uma_hora'] as const;
export type MaintenanceNoticeMoment = (typeof MAINTENANCE_NOTICE_MOMENTS)[number];

const HOUR_MS = 3_600_000;
/** How long before the start each reminder goes. */
export const MAINTENANCE_REMINDER_HOURS: Readonly<Record<Exclude<MaintenanceNoticeMoment, 'agendada'>, number>> = { vespera: 24, uma_hora: 1 };

/**
 * The notice due now for a window that starts at `inicio`, given the notices already sent for that start (moment →
 * when it went); null when none is. A window that has started (or was ended) gets none.
 */
export function maintenanceNoticeDue(inicio: Date, sent: ReadonlyMap<MaintenanceNoticeMoment, Date>, now: Date): MaintenanceNoticeMoment | null {
  if (now >= inicio) return null;
  const announced = sent.get('agendada');
  if (!announced) return 'agendada';
  const reminderAt = (moment: 'vespera' | 'uma_hora') => new Date(inicio.getTime() - MAINTENANCE_REMINDER_HOURS[moment] * HOUR_MS);
  // The latest reminder whose moment has come wins: past the 1-hour mark, the 24-hour one is no longer news.
  for (const moment of ['uma_hora', 'vespera'] as const) {
    if (now < reminderAt(moment)) continue;
    return !sent.has(moment) && announced < reminderAt(moment) ? moment : null;
  }
  return null;
}

/** The notification's title per moment; `remarcada` when an earlier start of the same window had been announced. */
export function maintenanceNoticeTitle(moment: MaintenanceNoticeMoment, remarcada: boolean): string {
  if (moment === 'vespera') return 'A manutenção do portal começa em 24 horas';
  if (moment === 'uma_hora') return 'A manutenção do portal começa em 1 hora';
  return remarcada ? 'Manutenção do portal remarcada' : 'Manutenção programada do portal';
}
