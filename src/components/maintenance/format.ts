import { isValid, parseISO } from 'date-fns';
import { formatDateTimeBr } from '@/domain/format-date';

/** The end of a window in pt-BR ("22/11/2026 às 14:30"), or null for an unreadable value. */
export function formatMaintenanceEnd(value: string): string | null {
  return isValid(parseISO(value)) ? formatDateTimeBr(value, ' às ') : null;
}
