import type { ApiValidationError } from './api-types';

export interface SplitFieldErrors<Field extends string> {
  /** The first message for each known field. */
  byField: Partial<Record<Field, string>>;
  /** Messages no field on screen can show (the form shows them above its fields). */
  other: string[];
}

/**
 * Sorts a 400 answer's errors by the form field they belong to: the API names a step's fields by their JSON
 * pointer inside the body (`metadata/cep`), the form by the bare name (`cep`).
 */
export function splitFieldErrors<Field extends string>(errors: readonly ApiValidationError[], fields: readonly Field[]): SplitFieldErrors<Field> {
  const byField: Partial<Record<Field, string>> = {};
  const other: string[] = [];
  for (const error of errors) {
    const name = error.path.replace(/^\/?metadata\//, '') as Field;
    if (!fields.includes(name)) other.push(error.message);
    else byField[name] ??= error.message;
  }
  return { byField, other };
}
