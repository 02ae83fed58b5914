import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ExternalLink } from 'lucide-react';
import { CORREIOS_CEP_SEARCH_URL } from '@/domain/postal-code';
import { applyDigitMask, MASK } from '@/domain/masks';
import { TextField } from '@/components/ui/TextField';
import type { AddressValues } from './address-schema';

interface DomesticAddressFieldsProps {
  control: Control<AddressValues>;
  register: UseFormRegister<AddressValues>;
  errors: FieldErrors<AddressValues>;
  isLookingUp: boolean;
  onCepChange: (value: string) => void;
}

/** The Brazilian address: the CEP fills the rest when it is found; every field can still be typed by hand. */
export function DomesticAddressFields({ control, register, errors, isLookingUp, onCepChange }: DomesticAddressFieldsProps) {
  return (
    <div className="space-y-5">
      <div>
        <Controller
          name="cep"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              label="CEP"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                const masked = applyDigitMask(event.target.value, MASK.CEP);
                field.onChange(masked);
                onCepChange(masked);
              }}
              aria-busy={isLookingUp || undefined}
              hint={isLookingUp ? 'Buscando o endereço deste CEP…' : 'Digite os 8 números: o endereço é preenchido sozinho.'}
              error={fieldState.error?.message}
              className="sm:max-w-xs"
            />
          )}
        />
        <a
          href={CORREIOS_CEP_SEARCH_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex min-h-11 items-center gap-1 rounded-md font-semibold text-primary-strong underline-offset-4 hover:underline"
        >
          Não sei meu CEP
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(abre o site dos Correios em nova aba)</span>
        </a>
      </div>
      <fieldset disabled={isLookingUp} className="space-y-5">
        <legend className="sr-only">Endereço no Brasil</legend>
        <TextField label="Endereço" autoComplete="address-line1" error={errors.logradouro?.message} {...register('logradouro')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Número" inputMode="numeric" error={errors.numero?.message} {...register('numero')} />
          <TextField label="Complemento (opcional)" autoComplete="address-line2" error={errors.complemento?.message} {...register('complemento')} />
        </div>
        <TextField label="Bairro" error={errors.bairro?.message} {...register('bairro')} />
        <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
          <TextField label="Cidade" autoComplete="address-level2" error={errors.cidade?.message} {...register('cidade')} />
          <TextField label="Estado (UF)" autoComplete="address-level1" maxLength={2} error={errors.estado?.message} {...register('estado')} />
        </div>
      </fieldset>
    </div>
  );
}
