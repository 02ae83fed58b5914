import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';

/**
 * Puts the API's 400 answer (`errors: [{path: 'metadata/x', message}]`) under the matching fields; whatever no
 * field shows goes to the form's alert, so no message is lost.
 */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  if (!(error instanceof ApiError)) {
    setError('root.server', { message: TRANSPORT_MESSAGES.unexpected });
    return;
  }
  const leftOver: string[] = [];
  for (const fieldError of error.errors) {
    const field = fieldError.path.replace(/^metadata\//, '') as Path<T>;
    if (fields.includes(field)) setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
    else leftOver.push(fieldError.message);
  }
  if (!error.errors.length || leftOver.length) setError('root.server', { message: leftOver.length ? leftOver.join(' ') : error.message });
}
