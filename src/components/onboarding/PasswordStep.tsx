import { useForm, useWatch } from 'react-hook-form';
import { passwordChecklist } from '@/domain/auth-password';
import { PasswordChecklist } from '@/components/auth/password-reset/PasswordChecklist';
import { Alert } from '@/components/ui/Alert';
import { PasswordField } from '@/components/ui/PasswordField';
import { showServerErrors } from '@/components/forms/server-errors';
import { StepActions } from './StepActions';
import type { StepProps } from './step-types';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { PasswordValues } from './password-schema';

const passwordResolver = lazyYupResolver(() => import('./password-schema').then((module) => module.passwordSchema));

/** Step 1: the demo password handed out by the fund is replaced by one the person chooses. */
export function PasswordStep({ onSave, onBack, isLastStep }: StepProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: passwordResolver, defaultValues: { password: '', passwordConfirmation: '' } });
  const password = useWatch({ control, name: 'password' });
  const isChecklistMet = Object.values(passwordChecklist(password)).every(Boolean);

  const onSubmitPassword = async (values: PasswordValues) => {
    try {
      await onSave({ password: values.password });
    } catch (error) {
      showServerErrors(error, setError, ['password']);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitPassword)} className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">Por segurança, troque a senha que você recebeu por uma senha só sua.</p>
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <PasswordField label="Nova senha" autoComplete="new-password" aria-describedby="regras-da-senha" error={errors.password?.message} {...register('password')} />
        <PasswordChecklist id="regras-da-senha" password={password} />
        <PasswordField label="Confirmação da nova senha" autoComplete="new-password" error={errors.passwordConfirmation?.message} {...register('passwordConfirmation')} />
      </fieldset>
      <StepActions onBack={onBack} isSaving={isSubmitting} canProceed={isChecklistMet} isLastStep={isLastStep} />
    </form>
  );
}
