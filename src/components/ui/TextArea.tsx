import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { INPUT_CLASSES } from './TextField';
import { FieldError, FieldHint } from './field-messages';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** A labelled multi-line field with its hint and error wired for screen readers, like TextField. */
export function TextArea({ label, hint, error, id, rows = 4, className = '', ...props }: TextAreaProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${INPUT_CLASSES} py-2 ${error ? 'border-red-700 dark:border-red-400' : 'border-gray-500'}`}
        {...props}
      />
      <FieldHint id={`${fieldId}-hint`} hint={hint} />
      <FieldError id={`${fieldId}-error`} error={error} />
    </div>
  );
}
