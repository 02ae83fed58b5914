import { useForm, useWatch } from 'react-hook-form';
import { passwordChecklist } from '@/domain/auth-password';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PasswordField } from '@/components/ui/PasswordField';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { PasswordChecklist } from './PasswordChecklist';
import type { NewPasswordValues } from './new-password-schema';

const newPasswordResolver = lazyYupResolver(() => import('./new-password-schema').then((module) => module.newPasswordSchema));
const FIELDS: (keyof NewPasswordValues)[] = ['senha', 'confirmacaoSenha'];

interface NewPasswordStepProps {
  /** Sends the password where it goes (the reset with its code, the first access with its link); answers the API's message. */
  save: (values: NewPasswordValues) => Promise<{ message: string }>;
  onPasswordChanged: (message: string) => void;
  /** The button's words ('Salvar nova senha', 'Criar senha'). */
  submitLabel?: string;
}

/** The new password and its confirmation with the checklist of spec §5: the reset's last step and the first access. */
export function NewPasswordStep({ save, onPasswordChanged, submitLabel = 'Salvar nova senha' }: NewPasswordStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: newPasswordResolver, defaultValues: { senha: '', confirmacaoSenha: '' } });
  const senha = useWatch({ control, name: 'senha' });
  const isChecklistMet = Object.values(passwordChecklist(senha)).every(Boolean);

  const onSubmitPassword = async (values: NewPasswordValues) => {
    try {
      const { message } = await save(values);
      onPasswordChanged(message);
    } catch (error) {
      if (!(error instanceof ApiError)) return setError('root.server', { message: TRANSPORT_MESSAGES.unexpected });
      const fieldErrors = error.errors.filter((fieldError) => FIELDS.includes(fieldError.path as keyof NewPasswordValues));
      fieldErrors.forEach((fieldError) => setError(fieldError.path as keyof NewPasswordValues, { message: fieldError.message }));
      if (!fieldErrors.length) setError('root.server', { message: error.message });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitPassword)} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          aria-describedby="regras-da-senha"
          error={errors.senha?.message}
          {...register('senha')}
        />
        <PasswordChecklist id="regras-da-senha" password={senha} />
        <PasswordField
          label="Confirmação da nova senha"
          autoComplete="new-password"
          error={errors.confirmacaoSenha?.message}
          {...register('confirmacaoSenha')}
        />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting} disabled={!isChecklistMet} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
