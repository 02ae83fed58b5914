import { useForm, useWatch } from 'react-hook-form';
import { onlyDigits } from '@/domain/cpf';
import { passwordChecklist } from '@/domain/password';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { redefinirSenha } from '@/services/auth';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PasswordField } from '@/components/ui/PasswordField';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { PasswordChecklist } from './PasswordChecklist';
import type { NewPasswordValues } from './new-password-schema';

const newPasswordResolver = lazyYupResolver(() => import('./new-password-schema').then((module) => module.newPasswordSchema));
const FIELDS: (keyof NewPasswordValues)[] = ['senha', 'confirmacaoSenha'];

interface NewPasswordStepProps {
  cpf: string;
  codigo: string;
  onPasswordChanged: (message: string) => void;
}

export function NewPasswordStep({ cpf, codigo, onPasswordChanged }: NewPasswordStepProps) {
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
      const { message } = await redefinirSenha({ cpf: onlyDigits(cpf), codigo, ...values });
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
        Salvar nova senha
      </Button>
    </form>
  );
}
