import { useId, useState, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { INPUT_CLASSES } from './TextField';
import { FieldError, FieldHint } from './field-messages';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What a select shares, whether it takes one value or several. */
export interface BaseSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** Help text behind an 'i' button next to the label (spec §2.9). */
  info?: ReactNode;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  id?: string;
}

/** How the control is tied to its label, hint and error. */
export interface FieldWiring {
  fieldId: string;
  describedBy: string | undefined;
}

interface SelectFieldProps extends Pick<BaseSelectProps, 'label' | 'info' | 'hint' | 'error' | 'className' | 'id'> {
  children: (wiring: FieldWiring) => ReactNode;
}

/** The control's classes: the text field's, with a red border on error. */
export const selectControlClasses = (error?: string) => `${INPUT_CLASSES} ${error ? 'border-red-700 dark:border-red-400' : 'border-gray-500'}`;

/**
 * The frame of a select (Select, MultipleSelect): its label, the 'i' button with its help, the hint and the error,
 * around the control that `children` draws with the field's id and description.
 */
export function SelectField({ label, info, hint, error, className = '', id, children }: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const infoId = `${fieldId}-info`;
  const [isInfoOpen, setIsInfoOpen] = useState(false);
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <div className="mb-1 flex items-center gap-1">
        <label id={`${fieldId}-label`} htmlFor={fieldId} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
          {label}
        </label>
        {info ? (
          <button
            type="button"
            aria-label={`Mais informações sobre ${label}`}
            aria-expanded={isInfoOpen}
            aria-controls={infoId}
            onClick={() => setIsInfoOpen((open) => !open)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && isInfoOpen) {
                event.stopPropagation();
                setIsInfoOpen(false);
              }
            }}
            className="-my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary-strong hover:bg-primary-soft"
          >
            <Info aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {info ? (
        <div
          id={infoId}
          hidden={!isInfoOpen}
          className="mb-2 rounded-lg border border-sky-700 bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50"
        >
          {info}
        </div>
      ) : null}
      {children({ fieldId, describedBy })}
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

