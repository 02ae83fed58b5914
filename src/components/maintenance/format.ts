import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** The end of a window in pt-BR ("22/11/2026 às 14:30"), or null for an unreadable value. */
export function formatMaintenanceEnd(value: string): string | null {
  const date = parseISO(value);
  return isValid(date) ? format(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }) : null;
}
