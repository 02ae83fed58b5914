import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';

/**
 * Puts a 400's field errors under their inputs (the API names them `email` or `metadata/cep`: the last segment is
 * the field); anything else becomes the form's own alert.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  if (!(error instanceof ApiError)) return setError('root.server', { message: TRANSPORT_MESSAGES.unexpected });
  let hasFieldError = false;
  for (const fieldError of error.errors) {
    const name = fieldError.path.split('/').pop() as Path<T>;
    if (!fields.includes(name)) continue;
    setError(name, { message: fieldError.message });
    hasFieldError = true;
  }
  if (!hasFieldError) setError('root.server', { message: error.message });
}
