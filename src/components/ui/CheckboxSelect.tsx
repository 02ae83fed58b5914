import { useId, type ReactNode } from 'react';
import { toggleChoice } from '@/domain/choice-fields';
import { Checkbox, type CheckboxSize } from './Checkbox';
import type { ChoiceOption } from './RadioSelect';
import { FieldError } from './field-messages';

interface CheckboxSelectProps {
  legend: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  size?: CheckboxSize;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** Any number of choices, as checkboxes in a fieldset; the order of `options` is kept in the answer. */
export function CheckboxSelect({ legend, options, value, onChange, size = 'md', hint, error, disabled, className = '' }: CheckboxSelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const onToggle = (optionValue: string, isChecked: boolean) => onChange(toggleChoice(options.map((option) => option.value), value, optionValue, isChecked));

  return (
    <fieldset className={className} disabled={disabled} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-semibold text-gray-900 dark:text-gray-100">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mb-1 text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-col">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            size={size}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
            checked={value.includes(option.value)}
            onChange={(event) => onToggle(option.value, event.target.checked)}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
