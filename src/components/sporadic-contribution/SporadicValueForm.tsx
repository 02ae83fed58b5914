import { useForm } from 'react-hook-form';
import { parseDecimalInput } from '@/domain/masks';
import { minimumValueNote } from '@/domain/sporadic-contribution-rules';
import { sporadicValueError } from '@/domain/sporadic-contribution';
import { gerarContribuicaoEsporadica, type CobrancaEsporadica } from '@/services/sporadic-contribution';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { showServerErrors } from '@/components/forms/server-errors';

interface SporadicValueFormProps {
  idPessoa: number;
  idVinculoPlano: number;
  /** The plan's minimum (decimal text), from its contribution rules. */
  minimumValue: string;
  /** The field's text to start with ('1234,56'), e.g. the value a link suggested. */
  initialValue?: string;
  onCreated: (charge: CobrancaEsporadica) => void;
}

interface ValueForm {
  valor: string;
}

/** The value of the sporadic contribution; the API answers with the slip and the PIX code. */
export function SporadicValueForm({ idPessoa, idVinculoPlano, minimumValue, initialValue = '', onCreated }: SporadicValueFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ValueForm>({ defaultValues: { valor: initialValue } });
  const minimumHint = minimumValueNote(minimumValue);

  const onSubmitValue = async ({ valor }: ValueForm) => {
    try {
      const charge = await gerarContribuicaoEsporadica({ idPessoa, idVinculoPlano, valor: parseDecimalInput(valor) ?? valor });
      // Empty again after a slip, not back to a suggested value: a second slip is a new decision.
      reset({ valor: '' });
      onCreated(charge);
    } catch (error) {
      showServerErrors(error, setError, ['valor']);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitValue)} className="space-y-5" aria-label="Gerar contribuição esporádica">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting}>
        <TextField
          label="Valor da contribuição (R$)"
          inputMode="decimal"
          placeholder="0,00"
          autoComplete="off"
          // The minimum is the hint; a value below it gets the message that names it.
          hint={errors.valor ? undefined : minimumHint}
          error={errors.valor?.message}
          className="sm:max-w-xs"
          {...register('valor', {
            validate: (text) => {
              const parsed = parseDecimalInput(text);
              return sporadicValueError(parsed ?? (text.trim() || 'vazio'), minimumValue) ?? true;
            },
          })}
        />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Gerar boleto e PIX
      </Button>
    </form>
  );
}
