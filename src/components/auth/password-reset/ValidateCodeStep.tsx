import { useForm } from 'react-hook-form';
import { onlyDigits } from '@/domain/cpf';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { validarCodigoSeguranca } from '@/services/auth';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { ValidateCodeValues } from './validate-code-schema';

const validateCodeResolver = lazyYupResolver(() => import('./validate-code-schema').then((module) => module.validateCodeSchema));

interface ValidateCodeStepProps {
  cpf: string;
  /** The server's answer to the code request, shown as it came. */
  requestMessage: string;
  onCodeValidated: (codigo: string) => void;
  onChangeCpf: () => void;
}

export function ValidateCodeStep({ cpf, requestMessage, onCodeValidated, onChangeCpf }: ValidateCodeStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ValidateCodeValues>({ resolver: validateCodeResolver, defaultValues: { codigo: '' } });

  const onSubmitCode = async ({ codigo }: ValidateCodeValues) => {
    try {
      await validarCodigoSeguranca({ cpf: onlyDigits(cpf), codigo });
      onCodeValidated(codigo);
    } catch (error) {
      setError('root.server', { message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitCode)} className="space-y-5">
      <Alert tone="info">{requestMessage}</Alert>
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <TextField
        label="Código de segurança"
        hint="Digite os 6 números que enviamos para o seu e-mail."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        disabled={isSubmitting}
        error={errors.codigo?.message}
        {...register('codigo', { setValueAs: (value: string) => onlyDigits(value) })}
      />
      <Button type="submit" isLoading={isSubmitting} className="w-full">
        Confirmar código
      </Button>
      <Button variant="ghost" className="w-full" onClick={onChangeCpf} disabled={isSubmitting}>
        Pedir um novo código
      </Button>
    </form>
  );
}
