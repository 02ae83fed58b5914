import { useCallback } from 'react';
import type { Resolver } from 'react-hook-form';
import { decimalFromMasked, maskedFromDecimal, maskMoneyInput, maskPercentInput } from '@/domain/benefit-simulator-input';
import { atualizarParametrosEmprestimo, retornarParametrosEmprestimo, type ParametrosEmprestimo, type SistemaAmortizacao } from '@/services/loans';
import { PlanSettingsLoader } from '@/components/settings/PlanSettingsLoader';
import { usePlanSettingsForm } from '@/components/settings/use-plan-settings-form';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { TextField } from '@/components/ui/TextField';

interface LoanParametersValues {
  taxaMensal: string;
  sistema: SistemaAmortizacao | '';
  prazoMaximo: string;
  valorMaximo: string;
  percentualMargem: string;
  tempoMinimoMeses: string;
  cobraIof: boolean;
}

const FIELDS = ['taxaMensal', 'sistema', 'prazoMaximo', 'valorMaximo', 'percentualMargem', 'tempoMinimoMeses', 'cobraIof'] as const;

function toFormValues(parameters: ParametrosEmprestimo | null): LoanParametersValues {
  if (!parameters) return { taxaMensal: '', sistema: '', prazoMaximo: '', valorMaximo: '', percentualMargem: '', tempoMinimoMeses: '', cobraIof: true };
  return {
    taxaMensal: maskedFromDecimal(parameters.taxaMensal),
    sistema: parameters.sistema,
    prazoMaximo: String(parameters.prazoMaximo),
    valorMaximo: maskedFromDecimal(parameters.valorMaximo),
    percentualMargem: maskedFromDecimal(parameters.percentualMargem),
    tempoMinimoMeses: String(parameters.tempoMinimoMeses),
    cobraIof: parameters.cobraIof,
  };
}

function toParameters(values: LoanParametersValues): ParametrosEmprestimo {
  return {
    taxaMensal: decimalFromMasked(values.taxaMensal),
    sistema: values.sistema as SistemaAmortizacao,
    prazoMaximo: Number(values.prazoMaximo),
    valorMaximo: decimalFromMasked(values.valorMaximo),
    percentualMargem: decimalFromMasked(values.percentualMargem),
    tempoMinimoMeses: Number(values.tempoMinimoMeses),
    cobraIof: values.cobraIof,
  };
}

const isDecimal = (text: string) => /^\d+(\.\d{1,2})?$/.test(decimalFromMasked(text));
const isWhole = (text: string) => /^\d{1,3}$/.test(text.trim());

/** The form's own checks (the API checks the ranges again and answers field by field). */
const parametersResolver: Resolver<LoanParametersValues> = async (values) => {
  const errors: Partial<Record<keyof LoanParametersValues, { type: string; message: string }>> = {};
  if (!isDecimal(values.taxaMensal)) errors.taxaMensal = { type: 'format', message: 'Informe a taxa de juros ao mês, por exemplo 1,50.' };
  if (!values.sistema) errors.sistema = { type: 'required', message: 'Escolha o sistema de amortização.' };
  if (!isWhole(values.prazoMaximo) || Number(values.prazoMaximo) < 1) errors.prazoMaximo = { type: 'format', message: 'Informe o prazo máximo em meses.' };
  if (!isDecimal(values.valorMaximo) || !/[1-9]/.test(decimalFromMasked(values.valorMaximo))) errors.valorMaximo = { type: 'format', message: 'Informe o valor máximo em reais.' };
  if (!isDecimal(values.percentualMargem)) errors.percentualMargem = { type: 'format', message: 'Informe o percentual da margem, por exemplo 30.' };
  if (!isWhole(values.tempoMinimoMeses)) errors.tempoMinimoMeses = { type: 'format', message: 'Informe o tempo mínimo de plano em meses (0 para nenhum).' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function ParametersForm({ idPlano, parameters }: { idPlano: number; parameters: ParametrosEmprestimo | null }) {
  const {
    register,
    control,
    setValue,
    onSubmitSettings,
    formState: { errors, isSubmitting },
  } = usePlanSettingsForm({
    resolver: parametersResolver,
    initial: parameters,
    toFormValues,
    save: (values) => atualizarParametrosEmprestimo(idPlano, toParameters(values)),
    successMessage: 'Parâmetros de empréstimo salvos.',
    fields: FIELDS,
  });

  return (
    <form noValidate onSubmit={onSubmitSettings} className="space-y-5" aria-label="Parâmetros de empréstimo do plano">
      {parameters ? null : <Alert tone="info">Este plano ainda não tem parâmetros de empréstimo. Preencha e salve para criá-los.</Alert>}
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="sr-only">Parâmetros de empréstimo</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Taxa de juros (% ao mês)"
            inputMode="decimal"
            autoComplete="off"
            hint="Fixa durante o contrato, por exemplo 1,50."
            error={errors.taxaMensal?.message}
            {...register('taxaMensal', { onChange: (event) => setValue('taxaMensal', maskPercentInput(event.target.value)) })}
          />
          <TextField label="Prazo máximo (meses)" inputMode="numeric" autoComplete="off" maxLength={3} error={errors.prazoMaximo?.message} {...register('prazoMaximo')} />
          <TextField
            label="Valor máximo de um empréstimo (R$)"
            inputMode="decimal"
            autoComplete="off"
            hint="O teto do plano para cada contrato."
            error={errors.valorMaximo?.message}
            {...register('valorMaximo', { onChange: (event) => setValue('valorMaximo', maskMoneyInput(event.target.value)) })}
          />
          <TextField
            label="Margem consignável (% do salário ou benefício)"
            inputMode="decimal"
            autoComplete="off"
            hint="A parcela não pode passar desta parte da renda líquida, por exemplo 30."
            error={errors.percentualMargem?.message}
            {...register('percentualMargem', { onChange: (event) => setValue('percentualMargem', maskPercentInput(event.target.value)) })}
          />
          <TextField
            label="Tempo mínimo de plano (meses)"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            hint="Desde a adesão, para poder pedir um empréstimo."
            error={errors.tempoMinimoMeses?.message}
            {...register('tempoMinimoMeses')}
          />
        </div>
        <FormRadioSelect
          control={control}
          name="sistema"
          legend="Sistema de amortização"
          options={[
            { value: 'price', label: 'Tabela Price', description: 'Parcelas iguais do começo ao fim.' },
            { value: 'sac', label: 'SAC', description: 'Amortização constante: parcelas que diminuem a cada mês.' },
          ]}
        />
        <Checkbox label="Cobrar IOF" description="Imposto sobre operações de crédito (Decreto 6.306/2007), descontado do valor creditado." {...register('cobraIof')} />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Salvar parâmetros de empréstimo
      </Button>
    </form>
  );
}

/** One loan-enabled plan's loan parameters, loaded, edited and saved; a plan without them gets an empty form. */
export function LoanParametersForm({ idPlano }: { idPlano: number }) {
  const fetchParameters = useCallback(
    () =>
      retornarParametrosEmprestimo(idPlano).catch((error: { status?: number }) => {
        if (error.status === 404) return null;
        throw error;
      }),
    [idPlano],
  );
  return (
    <PlanSettingsLoader fetchSettings={fetchParameters} loadingLabel="Carregando os parâmetros de empréstimo" errorTitle="Não foi possível carregar os parâmetros de empréstimo.">
      {(parameters) => <ParametersForm idPlano={idPlano} parameters={parameters} />}
    </PlanSettingsLoader>
  );
}
