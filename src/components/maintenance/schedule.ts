import type { JanelaManutencao } from '@/domain/api-types';

export const POLL_INTERVAL_MS = 60_000;
export const FINAL_MINUTE_POLL_MS = 1_000;

export type MaintenanceDecision =
  | { kind: 'none' }
  | { kind: 'redirect'; dataFim: string | null }
  /** A window starts later: look at the clock again after delayMs. */
  | { kind: 'wait'; delayMs: number }
  /** The announced start has passed: ask the server again. */
  | { kind: 'recheck' };

/**
 * What to do with the maintenance window of spec §4: an end in the past → nothing; active → the maintenance
 * page; a future start → poll every 60 s, every 1 s in the last minute, until the start, then recheck.
 */
export function decideMaintenance(window: JanelaManutencao, now: Date): MaintenanceDecision {
  const nowMs = now.getTime();
  if (window.dataFim && new Date(window.dataFim).getTime() <= nowMs) return { kind: 'none' };
  if (window.isActive) return { kind: 'redirect', dataFim: window.dataFim };
  if (!window.dataInicio) return { kind: 'none' };
  const untilStart = new Date(window.dataInicio).getTime() - nowMs;
  if (untilStart <= 0) return { kind: 'recheck' };
  return { kind: 'wait', delayMs: untilStart > POLL_INTERVAL_MS ? POLL_INTERVAL_MS : FINAL_MINUTE_POLL_MS };
}
