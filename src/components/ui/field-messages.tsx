import type { ReactNode } from 'react';

/** A field's hint, under it: `id` is what the field's aria-describedby names. Nothing when there is no hint. */
export function FieldHint({ id, hint }: { id: string | undefined; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
      {hint}
    </p>
  ) : null;
}

/** A field's error, under it: `id` is what the field's aria-describedby names. Nothing when there is no error. */
export function FieldError({ id, error }: { id: string | undefined; error?: ReactNode }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {error}
    </p>
  ) : null;
}
