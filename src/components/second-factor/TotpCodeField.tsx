import type { Ref } from 'react';
import { TextField } from '@/components/ui/TextField';

/** The 6-digit code of the authenticator app: digits only (typed or pasted), offered by the phone's one-time-code autofill. */
export function TotpCodeField({ value, onChange, error, disabled, ref }: { value: string; onChange: (code: string) => void; error?: string; disabled?: boolean; ref?: Ref<HTMLInputElement> }) {
  return (
    <TextField
      ref={ref}
      label="Código de verificação"
      name="codigo"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      disabled={disabled}
    />
  );
}
