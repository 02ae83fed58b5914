import { format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** yyyy-MM-dd or an ISO date-time → dd/MM/yyyy. */
export function formatDate(value: string): string {
  return format(parseISO(value), 'dd/MM/yyyy', { locale: ptBR });
}

/** A competence month → nov/2026. */
export function formatMonth(value: string): string {
  return format(parseISO(value), 'MMM/yyyy', { locale: ptBR });
}
