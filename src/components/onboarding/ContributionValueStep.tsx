import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { raiseToMinimum } from '@/domain/contribution';
import { PAYMENT_FORM } from '@/domain/constants';
import { applyDigitMask, formatDecimalInput, MASK, parseDecimalInput } from '@/domain/masks';
import { minimumValueLabel } from '@/domain/sporadic-contribution-rules';
import { bankLabel } from '@/domain/banks';
import { Alert } from '@/components/ui/Alert';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { TextField } from '@/components/ui/TextField';
import { rulesFromDescription } from './contribution-rules';
import { showServerErrors } from '@/components/forms/server-errors';
import { StepActions } from './StepActions';
import type { StepProps } from './step-types';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';
import { IS_DEBIT } from './contribution-payment';
import type { ValueValues } from './contribution-value-schema';

const PAYMENT_OPTIONS = [
  { value: String(PAYMENT_FORM.AUTOMATIC_DEBIT), label: 'Débito automático' },
  { value: String(PAYMENT_FORM.SLIP), label: 'Boleto' },
];

/** Step 5 (value path): the monthly amount, at least the plan's minimum, and how it is paid. */
export function ContributionValueStep({ description, answers, onSave, onBack, isLastStep }: StepProps) {
  const savedValue = answers[5];
  const { banco, bancoNome, diaVencimento } = description.regrasContribuicao;
  const rules = useMemo(() => rulesFromDescription(description), [description]);
  const valueResolver = useMemo(
    () => lazyYupResolver(() => import('./contribution-value-schema').then((module) => module.valueSchema(rules, minimumValueLabel(rules.minimumValue)))),
    [rules],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ValueValues>({
    resolver: valueResolver,
    defaultValues: {
      valorContribuicao: savedValue?.valorContribuicao ? formatDecimalInput(savedValue.valorContribuicao) : '',
      formaPagamento: savedValue?.formaPagamento ? String(savedValue.formaPagamento) : '',
      agencia: savedValue?.agencia ?? '',
      conta: savedValue?.conta ?? '',
    },
  });
  const formaPagamento = useWatch({ control, name: 'formaPagamento' });

  // Spec §5: a value below the minimum is raised to it when the field is left.
  const onValueBlur = (text: string) => {
    const parsed = parseDecimalInput(text) ?? '0';
    setValue('valorContribuicao', formatDecimalInput(raiseToMinimum(parsed, rules)), { shouldValidate: true });
  };

  const onSubmitValue = async (values: ValueValues) => {
    const isDebit = IS_DEBIT(values.formaPagamento);
    try {
      await onSave({
        valorContribuicao: parseDecimalInput(values.valorContribuicao),
        formaPagamento: Number(values.formaPagamento),
        ...(isDebit ? { agencia: values.agencia, conta: values.conta, banco } : {}),
      });
    } catch (error) {
      showServerErrors(error, setError, ['valorContribuicao', 'formaPagamento', 'agencia', 'conta']);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitValue)} className="space-y-6">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-6">
        <Controller
          name="valorContribuicao"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              label="Valor da contribuição mensal (R$)"
              inputMode="decimal"
              placeholder="0,00"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value.replace(/[^\d.,]/g, ''))}
              onBlur={(event) => {
                field.onBlur();
                onValueBlur(event.target.value);
              }}
              // The minimum is the hint; when the value breaks it, the same words come back as the error.
              hint={fieldState.error ? undefined : minimumValueLabel(rules.minimumValue)}
              error={fieldState.error?.message}
              className="sm:max-w-xs"
            />
          )}
        />
        <FormRadioSelect control={control} name="formaPagamento" legend="Forma de pagamento" options={PAYMENT_OPTIONS} />
        {IS_DEBIT(formaPagamento) ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Banco" value={bankLabel(banco, bancoNome) ?? ''} readOnly aria-readonly="true" hint="Banco definido pelo plano." />
            <TextField
              label="Agência"
              inputMode="numeric"
              placeholder="9999"
              error={errors.agencia?.message}
              {...register('agencia', { onChange: (event) => setValue('agencia', applyDigitMask(event.target.value, MASK.AGENCY)) })}
            />
            <TextField
              label="Conta com dígito"
              inputMode="numeric"
              placeholder="99999-9"
              error={errors.conta?.message}
              {...register('conta', { onChange: (event) => setValue('conta', applyDigitMask(event.target.value, MASK.ACCOUNT)) })}
            />
          </div>
        ) : null}
        <p className="text-gray-700 dark:text-gray-300">
          Vencimento todo dia <strong>{diaVencimento}</strong> de cada mês.
        </p>
      </fieldset>
      <StepActions onBack={onBack} isSaving={isSubmitting} isLastStep={isLastStep} />
    </form>
  );
}
