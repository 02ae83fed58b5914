import { useForm, useWatch } from 'react-hook-form';
import { PEP_DEFINITION } from '@/domain/declarations';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { TextField } from '@/components/ui/TextField';
import { enviarDeclaracaoPep, type DeclarationTarget } from '@/services/declarations';
import { YES_NO_OPTIONS } from './yes-no';
import { useDeclarationSubmit } from './useDeclarationSubmit';
import { DocumentField } from '@/components/attachments/DocumentField';
import { useDocumentUpload } from '@/hooks/useDocumentUpload';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { toDeclaration } from './pep-declaration';
import type { PepFormValues } from './pep-schema';

const pepResolver = lazyYupResolver<PepFormValues>(() => import('./pep-schema').then((module) => module.pepSchema));
const FIELDS = ['ppe', 'cargo', 'orgao', 'dataInicio', 'dataFim'] as const;

export function PepForm({ target }: { target: DeclarationTarget }) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PepFormValues>({ resolver: pepResolver, defaultValues: { ppe: '', cargo: '', orgao: '', dataInicio: '', dataFim: '', aindaExerco: false } });
  const submit = useDeclarationSubmit<PepFormValues>('Pessoa politicamente exposta', FIELDS, setError);
  const supportingDocument = useDocumentUpload();
  const isExposed = useWatch({ control, name: 'ppe' }) === 'S';
  const isOngoing = useWatch({ control, name: 'aindaExerco' });

  const onSubmitPep = (values: PepFormValues) => submit(async () => enviarDeclaracaoPep({ ...target, ...toDeclaration(values), idAnexo: await supportingDocument.upload() }));

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitPep)} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <p className="rounded-lg bg-gray-50 p-4 text-gray-800 dark:bg-gray-800 dark:text-gray-200">{PEP_DEFINITION}</p>
      <fieldset disabled={isSubmitting} className="space-y-5">
        <FormRadioSelect control={control} name="ppe" legend="Você é pessoa politicamente exposta?" options={YES_NO_OPTIONS} />
        {isExposed ? (
          <>
            <TextField label="Cargo, emprego ou função" autoComplete="organization-title" error={errors.cargo?.message} {...register('cargo')} />
            <TextField label="Órgão ou entidade" autoComplete="organization" error={errors.orgao?.message} {...register('orgao')} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Início do exercício" type="date" error={errors.dataInicio?.message} {...register('dataInicio')} />
              <TextField label="Término do exercício" type="date" disabled={isOngoing} error={errors.dataFim?.message} {...register('dataFim')} />
            </div>
            <Checkbox
              label="Ainda exerço esta função"
              {...register('aindaExerco', { onChange: (event: { target: { checked: boolean } }) => event.target.checked && setValue('dataFim', '') })}
            />
          </>
        ) : null}
        <DocumentField upload={supportingDocument} />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Enviar declaração
      </Button>
    </form>
  );
}
