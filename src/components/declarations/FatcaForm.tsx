import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { fatcaProblems, isUsPerson, maskTinInput, type FatcaDeclaration } from '@/domain/declarations';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { TextField } from '@/components/ui/TextField';
import { enviarDeclaracaoFatca, type DeclarationTarget } from '@/services/declarations';
import { domainRule } from './domain-rule';
import { YES_NO_OPTIONS } from './yes-no';
import { useDeclarationSubmit } from './useDeclarationSubmit';
import { DocumentField } from '@/components/attachments/DocumentField';
import { useDocumentUpload } from '@/hooks/useDocumentUpload';

interface FatcaFormFields {
  cidadaniaAmericana: string;
  residenciaFiscalEua: string;
  tin?: string;
}

const CHOOSE_MESSAGE = 'Escolha uma opção.';
const yesNo = (value: string): 'S' | 'N' => (value === 'S' ? 'S' : 'N');

function toDeclaration(values: FatcaFormFields): FatcaDeclaration {
  const answers = { cidadaniaAmericana: yesNo(values.cidadaniaAmericana), residenciaFiscalEua: yesNo(values.residenciaFiscalEua) };
  return { ...answers, tin: isUsPerson(answers) ? values.tin?.trim() || null : null };
}

const fatcaSchema = yup.object({
  cidadaniaAmericana: yup.string().required(CHOOSE_MESSAGE).oneOf(['S', 'N'], CHOOSE_MESSAGE),
  residenciaFiscalEua: yup.string().required(CHOOSE_MESSAGE).oneOf(['S', 'N'], CHOOSE_MESSAGE),
  // The TIN rule (asked only of a US person, 9 digits) is the one the API applies.
  tin: yup.string().test('fatca', domainRule((values: FatcaFormFields) => fatcaProblems(toDeclaration(values)), 'tin')),
});

type FatcaFormValues = yup.InferType<typeof fatcaSchema>;
const FIELDS = ['cidadaniaAmericana', 'residenciaFiscalEua', 'tin'] as const;

export function FatcaForm({ target }: { target: DeclarationTarget }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FatcaFormValues>({ resolver: yupResolver(fatcaSchema), defaultValues: { cidadaniaAmericana: '', residenciaFiscalEua: '', tin: '' } });
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
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <RadioSelect
                legend={name === 'cidadaniaAmericana' ? 'Você tem cidadania norte-americana?' : 'Você tem residência fiscal nos Estados Unidos?'}
                name={name}
                options={YES_NO_OPTIONS}
                value={field.value || null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
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
