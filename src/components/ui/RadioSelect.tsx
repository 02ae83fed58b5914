import { useId, type ReactNode } from 'react';
import { FieldError } from './field-messages';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioSelectProps {
  legend: string;
  options: readonly ChoiceOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Defaults to a generated one; give it when the form reads radios by name. */
  name?: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** One choice out of a few, as native radios in a fieldset (arrow keys move, the legend names the group). */
export function RadioSelect({ legend, options, value, onChange, name, hint, error, disabled, className = '' }: RadioSelectProps) {
  const generatedName = useId();
  const groupName = name ?? generatedName;
  const hintId = `${groupName}-hint`;
  const errorId = `${groupName}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={className} disabled={disabled} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900 has-checked:border-primary-strong has-checked:bg-primary-soft has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
          >
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-5 shrink-0 cursor-[inherit] accent-(--color-primary-strong)"
            />
            <span className="flex flex-col">
              <span className="text-base">{option.label}</span>
              {option.description ? <span className="text-sm text-gray-600 dark:text-gray-400">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
