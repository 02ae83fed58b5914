import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { passwordChecklist } from '@/domain/auth-password';
import { alterarSenha } from '@/services/auth';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PasswordField } from '@/components/ui/PasswordField';
import { PasswordChecklist } from '@/components/auth/password-reset/PasswordChecklist';
import { showServerErrors } from '@/components/forms/server-errors';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { ChangePasswordValues } from './change-password-schema';

const changePasswordResolver = lazyYupResolver(() => import('./change-password-schema').then((module) => module.changePasswordSchema));
const FIELDS = ['senhaAtual', 'novaSenha', 'confirmacaoSenha'] as const;
const EMPTY: ChangePasswordValues = { senhaAtual: '', novaSenha: '', confirmacaoSenha: '' };

/** The signed-in person's own password; the API keeps this session and ends the others. */
export function SignedInPasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: changePasswordResolver, defaultValues: EMPTY });
  const [hasChanged, setHasChanged] = useState(false);
  const novaSenha = useWatch({ control, name: 'novaSenha' });
  const isChecklistMet = Object.values(passwordChecklist(novaSenha)).every(Boolean);

  const onSubmitPassword = async (values: ChangePasswordValues) => {
    setHasChanged(false);
    try {
      const { message } = await alterarSenha(values);
      toast.success(message);
      reset(EMPTY);
      setHasChanged(true);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitPassword)} className="space-y-5">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      {hasChanged ? (
        <Alert tone="success">Senha alterada. Por segurança, as outras sessões abertas com a sua conta foram encerradas; esta continua ativa.</Alert>
      ) : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <PasswordField label="Senha atual" autoComplete="current-password" error={errors.senhaAtual?.message} {...register('senhaAtual')} />
        <PasswordField label="Nova senha" autoComplete="new-password" aria-describedby="regras-da-nova-senha" error={errors.novaSenha?.message} {...register('novaSenha')} />
        <PasswordChecklist id="regras-da-nova-senha" password={novaSenha} />
        <PasswordField label="Confirmação da nova senha" autoComplete="new-password" error={errors.confirmacaoSenha?.message} {...register('confirmacaoSenha')} />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting} disabled={!isChecklistMet}>
        Alterar senha
      </Button>
    </form>
  );
}
