import { Controller, useForm } from 'react-hook-form';
import { COUNTRIES } from '@/domain/countries';
import type { Endereco } from '@/services/profile';
import { Alert } from '@/components/ui/Alert';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { AddressFormActions } from './AddressFormActions';
import { showServerErrors } from '@/components/forms/server-errors';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { ForeignAddressValues } from './foreign-address-schema';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));
const foreignResolver = lazyYupResolver(() => import('./foreign-address-schema').then((module) => module.foreignSchema));
const FIELDS = ['country', 'postalCode', 'identificationNumber', 'complement'] as const;

interface ForeignAddressFormProps {
  endereco: Endereco | null;
  onSubmitAddress: (values: ForeignAddressValues) => Promise<void>;
  onCancel: () => void;
}

export function ForeignAddressForm({ endereco, onSubmitAddress, onCancel }: ForeignAddressFormProps) {
  const isForeign = endereco?.residenteExterior === 'S';
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForeignAddressValues>({
    resolver: foreignResolver,
    defaultValues: {
      country: (isForeign && endereco.pais) || '',
      postalCode: (isForeign && endereco.codigoPostal) || '',
      identificationNumber: (isForeign && endereco.numeroIdentificacaoFiscal) || '',
      complement: (isForeign && endereco.complemento) || '',
    },
  });

  const onSubmit = async (values: ForeignAddressValues) => {
    try {
      await onSubmitAddress(values);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <Controller
          name="country"
          control={control}
          render={({ field }) => <Select label="País" options={COUNTRY_OPTIONS} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} error={errors.country?.message} />}
        />
        <TextField label="Código postal" autoComplete="postal-code" error={errors.postalCode?.message} {...register('postalCode')} />
        <TextField label="Número de identificação fiscal" error={errors.identificationNumber?.message} {...register('identificationNumber')} />
        <TextField label="Endereço completo (opcional)" hint="Rua, número e cidade." error={errors.complement?.message} {...register('complement')} />
      </fieldset>
      <AddressFormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
