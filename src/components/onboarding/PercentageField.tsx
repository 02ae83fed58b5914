import { useId } from 'react';
import { PERCENTAGE_STEP } from '@/domain/contribution';
import { TextField } from '@/components/ui/TextField';

interface PercentageFieldProps {
  label: string;
  max: number;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  disabled: boolean;
  hint: string;
  error?: string;
  /** The monthly contribution this percentage gives, already formatted. */
  amount: string;
}

/** A percentage input with the contribution it gives, announced politely as it changes. */
export function PercentageField({ label, max, value, onChange, onBlur, disabled, hint, error, amount }: PercentageFieldProps) {
  const amountId = useId();
  return (
    <div className="space-y-2">
      <TextField
        label={label}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={PERCENTAGE_STEP}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        hint={hint}
        error={error}
        aria-describedby={amountId}
      />
      <p id={amountId} aria-live="polite" className="rounded-lg bg-primary-soft px-3 py-2 text-gray-900 dark:text-gray-100">
        Contribuição mensal: <strong>{amount}</strong>
      </p>
    </div>
  );
}
