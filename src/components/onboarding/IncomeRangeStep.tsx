import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/Alert';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { showServerErrors } from '@/components/forms/server-errors';
import { StepActions } from './StepActions';
import type { StepProps } from './step-types';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { IncomeValues } from './income-range-schema';

const incomeResolver = lazyYupResolver(() => import('./income-range-schema').then((module) => module.incomeSchema));

/** Step 3 (value path): the monthly income range, from the ranges the API lists. */
export function IncomeRangeStep({ description, answers, onSave, onBack, isLastStep }: StepProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<IncomeValues>({ resolver: incomeResolver, defaultValues: { incomeRange: String(answers[3]?.incomeRange ?? '') } });
  const options = description.faixasRenda.map((range) => ({ value: String(range.id), label: range.nome }));

  const onSubmitIncome = async (values: IncomeValues) => {
    try {
      await onSave({ incomeRange: Number(values.incomeRange) });
    } catch (error) {
      showServerErrors(error, setError, ['incomeRange']);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitIncome)} className="space-y-6">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <FormRadioSelect control={control} name="incomeRange" legend="Qual é a sua renda mensal?" hint="Considere a renda bruta, antes dos descontos." options={options} disabled={isSubmitting} />
      <StepActions onBack={onBack} isSaving={isSubmitting} isLastStep={isLastStep} />
    </form>
  );
}
