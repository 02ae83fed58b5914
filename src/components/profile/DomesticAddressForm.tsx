import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { formatCep } from '@/domain/masks';
import type { Endereco } from '@/services/profile';
import { Alert } from '@/components/ui/Alert';
import { TextField } from '@/components/ui/TextField';
import { AddressFormActions } from './AddressFormActions';
import { showServerErrors } from '@/components/forms/server-errors';
import { CEP_LOOKUP_TOAST, useCepLookup } from '@/hooks/usePostalCodeLookup';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { DomesticAddressValues } from './domestic-address-schema';

const domesticResolver = lazyYupResolver(() => import('./domestic-address-schema').then((module) => module.domesticSchema));
const FIELDS = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'estado'] as const;

interface DomesticAddressFormProps {
  endereco: Endereco | null;
  onSubmitAddress: (values: DomesticAddressValues) => Promise<void>;
  onCancel: () => void;
}

export function DomesticAddressForm({ endereco, onSubmitAddress, onCancel }: DomesticAddressFormProps) {
  const isDomestic = endereco?.residenteExterior === 'N';
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DomesticAddressValues>({
    resolver: domesticResolver,
    defaultValues: {
      cep: formatCep(isDomestic ? (endereco.cep ?? '') : ''),
      logradouro: (isDomestic && endereco.logradouro) || '',
      numero: (isDomestic && endereco.numero) || '',
      complemento: (isDomestic && endereco.complemento) || '',
      bairro: (isDomestic && endereco.bairro) || '',
      cidade: (isDomestic && endereco.cidade) || '',
      estado: (isDomestic && endereco.estado) || '',
    },
  });
  const { isLookingUp, onCepChange } = useCepLookup({
    onFound: (found) => {
      const values = { logradouro: found.logradouro, complemento: found.complemento, bairro: found.bairro, cidade: found.localidade, estado: found.uf };
      for (const [field, value] of Object.entries(values) as Array<[keyof typeof values, string]>) {
        if (value) setValue(field, value, { shouldValidate: true });
      }
    },
    onFailed: (message) => {
      setError('cep', { type: 'lookup', message });
      toast.error(CEP_LOOKUP_TOAST);
    },
  });

  const onSubmit = async (values: DomesticAddressValues) => {
    try {
      await onSubmitAddress(values);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  const cepField = register('cep');
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={isLookingUp || undefined}>
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <TextField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          data-autofocus
          hint={isLookingUp ? 'Buscando o endereço…' : 'O endereço é preenchido a partir do CEP.'}
          error={errors.cep?.message}
          {...cepField}
          onChange={(event) => {
            event.target.value = formatCep(event.target.value);
            void cepField.onChange(event);
            onCepChange(event.target.value);
          }}
        />
        <fieldset disabled={isLookingUp} className="space-y-5">
          <TextField label="Endereço" autoComplete="address-line1" error={errors.logradouro?.message} {...register('logradouro')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Número" error={errors.numero?.message} {...register('numero')} />
            <TextField label="Complemento (opcional)" autoComplete="address-line2" error={errors.complemento?.message} {...register('complemento')} />
          </div>
          <TextField label="Bairro" error={errors.bairro?.message} {...register('bairro')} />
          <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
            <TextField label="Cidade" autoComplete="address-level2" error={errors.cidade?.message} {...register('cidade')} />
            <TextField label="Estado (UF)" autoComplete="address-level1" maxLength={2} error={errors.estado?.message} {...register('estado')} />
          </div>
        </fieldset>
      </fieldset>
      <AddressFormActions isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
