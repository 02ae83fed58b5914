import type { ApiValidationError } from './api-types';

export interface SplitFieldErrors<Field extends string> {
  /** The first message for each known field. */
  byField: Partial<Record<Field, string>>;
  /** Messages no field on screen can show (the form shows them above its fields). */
  other: string[];
}

/**
 * Sorts a 400 answer's errors by the form field they belong to: the API names a field by its place in the
 * request (`metadata/cep`, `body/tin`, `querystring/page` or just `email`), the form by the bare name (the last
 * segment).
 */
export function splitFieldErrors<Field extends string>(errors: readonly ApiValidationError[], fields: readonly Field[]): SplitFieldErrors<Field> {
  const byField: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const error of errors) {
    const name = (error.path.split('/').filter(Boolean).at(-1) ?? '') as Field;
    if (!fields.includes(name)) other.push(error.message);
    else byField[name] ??= error.message;
  }
  return { byField, other };
}
