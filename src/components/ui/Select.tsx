import { ChevronDown } from 'lucide-react';
import { SELECT_PLACEHOLDER } from '@/domain/choice-fields';
import { SelectField, selectControlClasses, type BaseSelectProps, type FieldWiring } from './SelectField';

export type { SelectOption } from './SelectField';

export interface SelectProps extends BaseSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A labelled select of one value, as the native <select>: keyboard, screen readers and phone pickers for free.
 * Several values: MultipleSelect (apart, so that a page with single selects does not carry its list of checkboxes).
 */
export function Select(props: SelectProps) {
  return <SelectField {...props}>{(wiring) => <SingleChoice {...props} {...wiring} />}</SelectField>;
}

function SingleChoice({ options, value, onChange, placeholder = SELECT_PLACEHOLDER, disabled, error, fieldId, describedBy }: SelectProps & FieldWiring) {
  return (
    <div className="relative">
      <select
        id={fieldId}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        className={`${selectControlClasses(error)} appearance-none pr-10 ${value === null ? 'text-gray-600 dark:text-gray-400' : ''}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-gray-600 dark:text-gray-400" />
    </div>
  );
}

