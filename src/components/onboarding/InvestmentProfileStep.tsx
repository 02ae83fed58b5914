import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/Alert';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { showServerErrors } from '@/components/forms/server-errors';
import { StepActions } from './StepActions';
import type { StepProps } from './step-types';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { ProfileValues } from './investment-profile-schema';

const profileResolver = lazyYupResolver(() => import('./investment-profile-schema').then((module) => module.profileSchema));

/** Step 7: one of the plan's investment profiles, each with what it means. */
export function InvestmentProfileStep({ description, answers, onSave, onBack, isLastStep }: StepProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: profileResolver, defaultValues: { idPerfilInvestimento: String(answers[7]?.idPerfilInvestimento ?? '') } });
  const options = description.perfisInvestimento.map((profile) => ({ value: String(profile.id), label: profile.nome, description: profile.descricao }));

  const onSubmitProfile = async (values: ProfileValues) => {
    try {
      await onSave({ idPerfilInvestimento: Number(values.idPerfilInvestimento) });
    } catch (error) {
      showServerErrors(error, setError, ['idPerfilInvestimento']);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitProfile)} className="space-y-6">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <FormRadioSelect control={control} name="idPerfilInvestimento" legend="Escolha o seu perfil de investimento" options={options} disabled={isSubmitting} />
      <Alert tone="info">
        Se você não escolher um perfil na primeira quinzena do mês, continuará no perfil Super Conservador até o próximo ciclo de escolha.
      </Alert>
      <StepActions onBack={onBack} isSaving={isSubmitting} isLastStep={isLastStep} />
    </form>
  );
}
