import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ApiValidationError } from '@/domain/api-types';

/**
 * A form resolver that applies the API's own rules (src/domain) to the values the form would save, so the form shows
 * the API's message under each field before it is sent.
 */
export function rulesResolver<Values extends FieldValues>(errorsOf: (values: Values) => ApiValidationError[]): Resolver<Values> {
  return async (values) => {
    const errors = errorsOf(values);
    if (errors.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(errors.map((error) => [error.path, { type: error.type, message: error.message }])) as FieldErrors<Values> };
  };
}
