import type { FieldErrors } from '@/components/settings/admin-form';
import { isActiveOn } from '@/domain/news';
import { fundToday } from '@/domain/business-days';

/** A settings list's status of an item: Ativa/Ativo today, Agendada before its period, Encerrada after. */
export function periodStatus(period: { inicio: string; fim: string }, feminine: boolean, today = fundToday()): string {
  if (isActiveOn(period, today)) return feminine ? 'Ativa' : 'Ativo';
  return period.inicio > today ? (feminine ? 'Agendada' : 'Agendado') : feminine ? 'Encerrada' : 'Encerrado';
}

/** Required fields left blank, in the page's words; the period in order. */
export function checkRequired(values: Record<string, string>, labels: Record<string, string>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, label] of Object.entries(labels)) {
    if (!values[field]?.trim()) fields[field] = `Informe ${label}.`;
  }
  if (values.inicio && values.fim && values.fim < values.inicio) fields.fim = 'A data de fim deve ser igual ou posterior à data de início.';
  return fields;
}

export function planNamesText(planos: string[] | null): string {
  return planos === null ? 'Todos os planos' : planos.join(', ');
}
