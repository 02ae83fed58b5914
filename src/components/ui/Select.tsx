import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDown, Info } from 'lucide-react';
import { SELECT_PLACEHOLDER, selectionSummary } from '@/domain/choice-fields';
import { Checkbox } from './Checkbox';
import { INPUT_CLASSES } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface BaseSelectProps {
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

interface SingleSelectProps extends BaseSelectProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

interface MultipleSelectProps extends BaseSelectProps {
  multiple: true;
  value: readonly string[];
  onChange: (values: string[]) => void;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;

/**
 * A labelled select: one value as the native <select> (keyboard, screen readers and phone pickers for free),
 * several as a button that shows '{n} selecionados' and opens a list of checkboxes.
 */
export function Select(props: SelectProps) {
  const { label, info, hint, error, className = '' } = props;
  const generatedId = useId();
  const fieldId = props.id ?? generatedId;
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
      {props.multiple ? <MultipleChoice {...props} fieldId={fieldId} describedBy={describedBy} /> : <SingleChoice {...props} fieldId={fieldId} describedBy={describedBy} />}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FieldWiring {
  fieldId: string;
  describedBy: string | undefined;
}

const borderClasses = (error?: string) => (error ? 'border-red-700 dark:border-red-400' : 'border-gray-500');

function SingleChoice({ options, value, onChange, placeholder = SELECT_PLACEHOLDER, disabled, error, fieldId, describedBy }: SingleSelectProps & FieldWiring) {
  return (
    <div className="relative">
      <select
        id={fieldId}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        className={`${INPUT_CLASSES} ${borderClasses(error)} appearance-none pr-10 ${value === null ? 'text-gray-600 dark:text-gray-400' : ''}`}
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

  function onToggle(optionValue: string, isChecked: boolean) {
    const chosen = new Set(value);
    if (isChecked) chosen.add(optionValue);
    else chosen.delete(optionValue);
    onChange(options.map((option) => option.value).filter((candidate) => chosen.has(candidate)));
  }

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
        className={`${INPUT_CLASSES} ${borderClasses(error)} flex items-center justify-between gap-2 text-left ${chosenLabels.length === 0 ? 'text-gray-600 dark:text-gray-400' : ''}`}
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
