import { Controller, useForm } from 'react-hook-form';
import { COUNTRIES } from '@/domain/countries';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { enviarDeclaracaoResidenteExterior, type DeclarationTarget } from '@/services/declarations';
import { useDeclarationSubmit } from './useDeclarationSubmit';
import { DocumentField } from '@/components/attachments/DocumentField';
import { useDocumentUpload } from '@/hooks/useDocumentUpload';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { ForeignResidentValues } from './foreign-resident-schema';

const foreignResidentResolver = lazyYupResolver<ForeignResidentValues>(() => import('./foreign-resident-schema').then((module) => module.foreignResidentSchema));
const FIELDS = ['country', 'postalCode', 'identificationNumber', 'complement'] as const;
const COUNTRY_OPTIONS = COUNTRIES.map((name) => ({ value: name, label: name }));

export function ForeignResidentForm({ target }: { target: DeclarationTarget }) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForeignResidentValues>({
    resolver: foreignResidentResolver,
    defaultValues: { country: '', postalCode: '', identificationNumber: '', complement: '' },
  });
  const submit = useDeclarationSubmit<ForeignResidentValues>('Residente no exterior', FIELDS, setError);
  const supportingDocument = useDocumentUpload();

  const onSubmitForeignResident = (values: ForeignResidentValues) =>
    submit(async () => enviarDeclaracaoResidenteExterior({ ...target, ...values, complement: values.complement || null, idAnexo: await supportingDocument.upload() }));

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitForeignResident)} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <p className="text-gray-700 dark:text-gray-300">Informe o seu endereço no exterior. O fundo confere os dados antes de atualizar o seu cadastro.</p>
      <fieldset disabled={isSubmitting} className="space-y-5">
        <Controller
          name="country"
          control={control}
          render={({ field, fieldState }) => (
            <Select label="País" options={COUNTRY_OPTIONS} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} error={fieldState.error?.message} />
          )}
        />
        <TextField label="Código postal" autoComplete="postal-code" error={errors.postalCode?.message} {...register('postalCode')} />
        <TextField label="Número de identificação fiscal" hint="O número fiscal do país onde você mora." error={errors.identificationNumber?.message} {...register('identificationNumber')} />
        <TextField label="Complemento (opcional)" error={errors.complement?.message} {...register('complement')} />
        <DocumentField upload={supportingDocument} />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Enviar declaração
      </Button>
    </form>
  );
}
