import { Controller, useForm } from 'react-hook-form';
import { onlyDigits } from '@/domain/cpf';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { solicitarCodigoSeguranca } from '@/services/auth';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CpfField } from '@/components/ui/CpfField';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import type { RequestCodeValues } from './request-code-schema';

const requestCodeResolver = lazyYupResolver(() => import('./request-code-schema').then((module) => module.requestCodeSchema));

const HAVE_CODE_MESSAGE = 'Digite o código de segurança que você recebeu por e-mail.';

interface RequestCodeStepProps {
  defaultCpf: string;
  onCodeRequested: (cpf: string, message: string) => void;
}

export function RequestCodeStep({ defaultCpf, onCodeRequested }: RequestCodeStepProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RequestCodeValues>({ resolver: requestCodeResolver, defaultValues: { cpf: defaultCpf } });

  const onSubmitCpf = async ({ cpf }: RequestCodeValues) => {
    try {
      const { message } = await solicitarCodigoSeguranca({ cpf: onlyDigits(cpf) });
      onCodeRequested(cpf, message);
    } catch (error) {
      setError('root.server', { message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
    }
  };

  // A code the person already has (an administrator asked them for a new password): straight to typing it, since
  // asking for another would void that one.
  const onHaveCode = ({ cpf }: RequestCodeValues) => onCodeRequested(cpf, HAVE_CODE_MESSAGE);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitCpf)} className="space-y-5">
      <p className="text-gray-700 dark:text-gray-300">Enviaremos um código de segurança para o e-mail cadastrado no fundo.</p>
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <Controller
        name="cpf"
        control={control}
        render={({ field, fieldState }) => (
          <CpfField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            disabled={isSubmitting}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" isLoading={isSubmitting} className="w-full">
        Enviar código
      </Button>
      <Button variant="secondary" className="w-full" disabled={isSubmitting} onClick={handleSubmit(onHaveCode)}>
        Já tenho um código
      </Button>
    </form>
  );
}
