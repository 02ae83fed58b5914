import type { ApiValidationError } from '@/domain/api-types';
import { isActiveOn } from '@/domain/news';
import { fundToday } from '@/domain/business-days';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';

export type FieldErrors = Partial<Record<string, string>>;

/** A settings list's status of an item: Ativa/Ativo today, Agendada before its period, Encerrada after. */
export function periodStatus(period: { inicio: string; fim: string }, feminine: boolean, today = fundToday()): string {
  if (isActiveOn(period, today)) return feminine ? 'Ativa' : 'Ativo';
  return period.inicio > today ? (feminine ? 'Agendada' : 'Agendado') : feminine ? 'Encerrada' : 'Encerrado';
}

/** The API's 400 by field (the first message of each), and the general message for the form's top. */
export function errorsOf(error: unknown): { fields: FieldErrors; message: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: TRANSPORT_MESSAGES.unexpected };
  const fields: FieldErrors = {};
  for (const item of error.errors as ApiValidationError[]) {
    const field = item.path.replace(/^\/?body\//, '').replace(/^\//, '').split('/')[0];
    fields[field] ??= item.message;
  }
  return { fields, message: error.message };
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
