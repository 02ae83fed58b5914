import { useEffect, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { SELECT_PLACEHOLDER, selectionSummary, toggleChoice } from '@/domain/choice-fields';
import { Checkbox } from './Checkbox';
import { SelectField, selectControlClasses, type BaseSelectProps, type FieldWiring } from './SelectField';

export interface MultipleSelectProps extends BaseSelectProps {
  value: readonly string[];
  onChange: (values: string[]) => void;
}

/** A labelled select of several values (spec §2.9): a button that shows '{n} selecionados' and opens a list of checkboxes. */
export function MultipleSelect(props: MultipleSelectProps) {
  return <SelectField {...props}>{(wiring) => <MultipleChoice {...props} {...wiring} />}</SelectField>;
}

function MultipleChoice({ options, value, onChange, placeholder = SELECT_PLACEHOLDER, disabled, error, fieldId, describedBy }: MultipleSelectProps & FieldWiring) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = `${fieldId}-options`;
  const chosenLabels = options.filter((option) => value.includes(option.value)).map((option) => option.label);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onToggle = (optionValue: string, isChecked: boolean) => onChange(toggleChoice(options.map((option) => option.value), value, optionValue, isChecked));

  return (
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          setIsOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        id={fieldId}
        type="button"
        disabled={disabled}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-labelledby={`${fieldId}-label ${fieldId}`}
        aria-describedby={describedBy}
        onClick={() => setIsOpen((open) => !open)}
        className={`${selectControlClasses(error)} flex items-center justify-between gap-2 text-left ${chosenLabels.length === 0 ? 'text-gray-600 dark:text-gray-400' : ''}`}
      >
        <span className="truncate">{selectionSummary(chosenLabels, placeholder)}</span>
        <ChevronDown aria-hidden="true" className={`size-5 shrink-0 text-gray-600 transition-transform dark:text-gray-400 ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={listId}
        role="group"
        aria-labelledby={`${fieldId}-label`}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-gray-300 bg-white px-3 py-1 shadow-lg dark:border-gray-600 dark:bg-gray-900"
      >
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            disabled={option.disabled}
            checked={value.includes(option.value)}
            onChange={(event) => onToggle(option.value, event.target.checked)}
          />
        ))}
      </div>
    </div>
  );
}

