import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError, FieldHint } from './field-messages';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Something inside the input's right edge, such as a show-password button. */
  trailing?: ReactNode;
}

export const INPUT_CLASSES =
  'block min-h-12 w-full rounded-lg border bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 disabled:cursor-not-allowed disabled:bg-gray-100 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:disabled:bg-gray-800';

/** Label above, help text and error below (ui.md: one-column forms). */
export function TextField({ label, hint, error, trailing, id, className = '', 'aria-describedby': describedBy, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const borderClasses = error ? 'border-red-700 dark:border-red-400' : 'border-gray-500 dark:border-gray-500';

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined}
          className={`${INPUT_CLASSES} ${borderClasses} ${trailing ? 'pr-14' : ''}`}
          {...inputProps}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
