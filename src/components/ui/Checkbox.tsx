import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Check } from 'lucide-react';

export type CheckboxSize = 'sm' | 'md' | 'lg';

// The description lines up with the label text: box width + the 0.75 rem gap.
const BOX_SIZES: Record<CheckboxSize, { box: string; icon: string; text: string; indent: string }> = {
  sm: { box: 'size-4', icon: 'size-3', text: 'text-sm', indent: 'pl-7' },
  md: { box: 'size-5', icon: 'size-4', text: 'text-base', indent: 'pl-8' },
  lg: { box: 'size-6', icon: 'size-5', text: 'text-lg', indent: 'pl-9' },
};

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  label: ReactNode;
  description?: ReactNode;
  size?: CheckboxSize;
}

/**
 * A native checkbox (space toggles it, screen readers say checked/unchecked) drawn larger than the browser's;
 * the whole label is the target, at least 44 px high.
 */
export function Checkbox({ label, description, size = 'md', id, className = '', disabled, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const sizes = BOX_SIZES[size];

  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={`flex min-h-11 items-center gap-3 text-gray-900 dark:text-gray-100 ${sizes.text} ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
      >
        <span className="relative flex shrink-0 items-center justify-center">
          <input
            id={inputId}
            type="checkbox"
            disabled={disabled}
            aria-describedby={descriptionId}
            className={`peer ${sizes.box} m-0 shrink-0 cursor-[inherit] appearance-none rounded border-2 border-gray-600 bg-white checked:border-primary-strong checked:bg-primary-strong dark:border-gray-400 dark:bg-gray-900 dark:checked:border-primary-strong dark:checked:bg-primary-strong`}
            {...inputProps}
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className={`pointer-events-none absolute ${sizes.icon} text-white opacity-0 peer-checked:opacity-100 dark:text-gray-950`}
          />
        </span>
        <span>{label}</span>
      </label>
      {description ? (
        <p id={descriptionId} className={`-mt-1 text-sm text-gray-600 dark:text-gray-400 ${sizes.indent}`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
