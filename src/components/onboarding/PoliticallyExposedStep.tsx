import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/Alert';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { showServerErrors } from '@/components/forms/server-errors';
import { StepActions } from './StepActions';
import type { StepProps } from './step-types';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { PpeValues } from './politically-exposed-schema';

const OPTIONS = [
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
] as const;

const ppeResolver = lazyYupResolver(() => import('./politically-exposed-schema').then((module) => module.ppeSchema));

/** Step 2: the law asks funds to know who is a politically exposed person (PEP); 'Sim' sends 'S'. */
export function PoliticallyExposedStep({ answers, onSave, onBack, isLastStep }: StepProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PpeValues>({ resolver: ppeResolver, defaultValues: { ppe: answers[2]?.ppe ?? '' } });

  const onSubmitPpe = async (values: PpeValues) => {
    try {
      await onSave({ ppe: values.ppe });
    } catch (error) {
      showServerErrors(error, setError, ['ppe']);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitPpe)} className="space-y-6">
      <div className="space-y-3 rounded-lg bg-gray-50 p-4 text-gray-800 dark:bg-gray-800/60 dark:text-gray-200">
        <p>
          <strong>Pessoa politicamente exposta</strong> é quem exerce ou exerceu, nos últimos cinco anos, cargo, emprego ou função pública relevante, no Brasil
          ou no exterior: por exemplo, mandato eletivo, cargo de ministro ou secretário, direção de empresa estatal, magistratura ou alto posto nas Forças
          Armadas.
        </p>
        <p>Também conta quem é familiar (pais, filhos, cônjuge ou companheiro, enteados) ou pessoa de relacionamento próximo de alguém nessa situação.</p>
      </div>
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <FormRadioSelect control={control} name="ppe" legend="Você é uma pessoa politicamente exposta?" options={OPTIONS} disabled={isSubmitting} />
      <StepActions onBack={onBack} isSaving={isSubmitting} isLastStep={isLastStep} />
    </form>
  );
}
