import { Controller, useForm, useWatch } from 'react-hook-form';
import { maskTinInput } from '@/domain/declarations';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { TextField } from '@/components/ui/TextField';
import { enviarDeclaracaoFatca, type DeclarationTarget } from '@/services/declarations';
import { YES_NO_OPTIONS } from './yes-no';
import { useDeclarationSubmit } from './useDeclarationSubmit';
import { DocumentField } from '@/components/attachments/DocumentField';
import { useDocumentUpload } from '@/hooks/useDocumentUpload';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { toDeclaration } from './fatca-declaration';
import type { FatcaFormValues } from './fatca-schema';

const fatcaResolver = lazyYupResolver<FatcaFormValues>(() => import('./fatca-schema').then((module) => module.fatcaSchema));
const FIELDS = ['cidadaniaAmericana', 'residenciaFiscalEua', 'tin'] as const;

export function FatcaForm({ target }: { target: DeclarationTarget }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FatcaFormValues>({ resolver: fatcaResolver, defaultValues: { cidadaniaAmericana: '', residenciaFiscalEua: '', tin: '' } });
  const submit = useDeclarationSubmit<FatcaFormValues>('Notificação FATCA', FIELDS, setError);
  const supportingDocument = useDocumentUpload();
  const answers = useWatch({ control, name: ['cidadaniaAmericana', 'residenciaFiscalEua'] });
  const isAskingTin = answers.includes('S');

  const onSubmitFatca = (values: FatcaFormValues) => submit(async () => enviarDeclaracaoFatca({ ...target, ...toDeclaration(values), idAnexo: await supportingDocument.upload() }));

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitFatca)} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <p className="text-gray-700 dark:text-gray-300">
        A lei norte-americana FATCA pede às instituições financeiras que identifiquem clientes com obrigações fiscais nos Estados Unidos.
      </p>
      <fieldset disabled={isSubmitting} className="space-y-5">
        {(['cidadaniaAmericana', 'residenciaFiscalEua'] as const).map((name) => (
          <FormRadioSelect
            key={name}
            control={control}
            name={name}
            legend={name === 'cidadaniaAmericana' ? 'Você tem cidadania norte-americana?' : 'Você tem residência fiscal nos Estados Unidos?'}
            options={YES_NO_OPTIONS}
          />
        ))}
        {isAskingTin ? (
          <Controller
            name="tin"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                ref={field.ref}
                name={field.name}
                label="TIN (número de identificação fiscal nos EUA)"
                hint="9 dígitos, como 123-45-6789."
                inputMode="numeric"
                autoComplete="off"
                placeholder="123-45-6789"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(maskTinInput(event.target.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <DocumentField upload={supportingDocument} />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Enviar declaração
      </Button>
    </form>
  );
}
