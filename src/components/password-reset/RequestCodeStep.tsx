import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { isValidCpf, onlyDigits } from '@/domain/cpf';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { solicitarCodigoSeguranca } from '@/services/auth';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CpfField } from '@/components/ui/CpfField';

const requestCodeSchema = yup.object({
  cpf: yup.string().required('O CPF é obrigatório').test('cpf', 'CPF inválido', (value) => isValidCpf(value)),
});

type RequestCodeValues = yup.InferType<typeof requestCodeSchema>;

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
  } = useForm<RequestCodeValues>({ resolver: yupResolver(requestCodeSchema), defaultValues: { cpf: defaultCpf } });

  const onSubmitCpf = async ({ cpf }: RequestCodeValues) => {
    try {
      const { message } = await solicitarCodigoSeguranca({ cpf: onlyDigits(cpf) });
      onCodeRequested(cpf, message);
    } catch (error) {
      setError('root.server', { message: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
    }
  };

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
    </form>
  );
}
