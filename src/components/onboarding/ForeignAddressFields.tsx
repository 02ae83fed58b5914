import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { COUNTRIES } from '@/domain/countries';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import type { AddressValues } from './address-schema';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

interface ForeignAddressFieldsProps {
  control: Control<AddressValues>;
  register: UseFormRegister<AddressValues>;
  errors: FieldErrors<AddressValues>;
}

/** A resident abroad: country, the local postal code, the tax identification number there, and a complement. */
export function ForeignAddressFields({ control, register, errors }: ForeignAddressFieldsProps) {
  return (
    <div className="space-y-5">
      <Controller
        name="country"
        control={control}
        render={({ field, fieldState }) => (
          <Select id="country" label="País" options={COUNTRY_OPTIONS} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} error={fieldState.error?.message} />
        )}
      />
      <TextField label="Código postal" autoComplete="postal-code" error={errors.postalCode?.message} {...register('postalCode')} />
      <TextField label="Número de identificação fiscal" hint="O número que identifica você no fisco do país onde mora." error={errors.identificationNumber?.message} {...register('identificationNumber')} />
      <TextField label="Complemento (opcional)" error={errors.complement?.message} {...register('complement')} />
    </div>
  );
}
