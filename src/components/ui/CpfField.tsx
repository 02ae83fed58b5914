import type { ChangeEvent } from 'react';
import { formatCpf } from '@/domain/cpf';
import { TextField, type TextFieldProps } from './TextField';

interface CpfFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'label'> {
  label?: string;
  value: string;
  onValueChange: (formatted: string) => void;
}

/** CPF input masked as it is typed (000.000.000-00). */
export function CpfField({ label = 'CPF', value, onValueChange, ...props }: CpfFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="username"
      placeholder="000.000.000-00"
      maxLength={14}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(formatCpf(event.target.value))}
      {...props}
    />
  );
}
