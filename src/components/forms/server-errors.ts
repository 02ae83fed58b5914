import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { splitFieldErrors } from '@/domain/api-errors';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';

/**
 * Puts the API's 400 answer (`errors: [{path: 'metadata/x' | 'x', message}]`) under the matching fields; whatever no
 * field shows goes to the form's alert, so no message is lost.
 */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  if (!(error instanceof ApiError)) {
    setError('root.server', { message: TRANSPORT_MESSAGES.unexpected });
    return;
  }
  const { byField, other } = splitFieldErrors(error.errors, fields);
  for (const [field, message] of Object.entries(byField) as [Path<T>, string][]) setError(field, { type: 'server', message }, { shouldFocus: true });
  if (other.length || !error.errors.length) setError('root.server', { message: other.length ? other.join(' ') : error.message });
}
