import { useCallback } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { benefitParameterErrors, decimalFromMasked, maskedFromDecimal, maskPercentInput, type ParametrosBeneficio } from '@/domain/benefit-simulation-input';
import { useApiQuery } from '@/hooks/useApiQuery';
import { atualizarParametrosBeneficio, retornarParametrosBeneficio } from '@/services/simulations';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { showServerErrors } from '@/components/forms/server-errors';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

interface ParametersFormValues {
  pagamentosPorAno: '12' | '13' | '';
  rentabilidadeReferencia: string;
  idadeAposentadoria: string;
}

const FIELDS = ['pagamentosPorAno', 'rentabilidadeReferencia', 'idadeAposentadoria'] as const;

function toFormValues(parameters: ParametrosBeneficio | null): ParametersFormValues {
  if (!parameters) return { pagamentosPorAno: '', rentabilidadeReferencia: '', idadeAposentadoria: '' };
  return { pagamentosPorAno: String(parameters.pagamentosPorAno) as '12' | '13', rentabilidadeReferencia: maskedFromDecimal(parameters.rentabilidadeReferencia), idadeAposentadoria: String(parameters.idadeAposentadoria) };
}

function toParameters(values: ParametersFormValues): ParametrosBeneficio {
  return {
    pagamentosPorAno: Number(values.pagamentosPorAno) as 12 | 13,
    rentabilidadeReferencia: decimalFromMasked(values.rentabilidadeReferencia),
    idadeAposentadoria: /^\d{1,3}$/.test(values.idadeAposentadoria.trim()) ? Number(values.idadeAposentadoria) : Number.NaN,
  };
}

/** The API's rules (src/domain/benefit-simulation-input.ts) on the values the form would save. */
const parametersResolver: Resolver<ParametersFormValues> = async (values) => {
  const errors = benefitParameterErrors(toParameters(values));
  if (errors.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(errors.map((error) => [error.path, { type: error.type, message: error.message }])) };
};

function ParametersForm({ idPlano, parameters }: { idPlano: number; parameters: ParametrosBeneficio | null }) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ParametersFormValues>({ resolver: parametersResolver, defaultValues: toFormValues(parameters) });

  const onSubmitParameters = async (values: ParametersFormValues) => {
    try {
      reset(toFormValues(await atualizarParametrosBeneficio(idPlano, toParameters(values))));
      toast.success('Parâmetros de benefício salvos.');
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitParameters)} className="space-y-5" aria-label="Parâmetros do simulador de benefício">
      {parameters ? null : <Alert tone="info">Este plano ainda não tem parâmetros de benefício. Preencha e salve para criá-los.</Alert>}
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <FormRadioSelect
          control={control}
          name="pagamentosPorAno"
          legend="Pagamentos por ano"
          options={[
            { value: '12', label: '12 pagamentos', description: 'Uma renda por mês.' },
            { value: '13', label: '13 pagamentos', description: 'Uma renda por mês e o abono anual em dezembro.' },
          ]}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Rentabilidade de referência (% ao ano)"
            inputMode="decimal"
            autoComplete="off"
            hint="Rentabilidade acima da inflação sugerida aos participantes, de 0 % a 20 %."
            error={errors.rentabilidadeReferencia?.message}
            {...register('rentabilidadeReferencia', { onChange: (event) => setValue('rentabilidadeReferencia', maskPercentInput(event.target.value)) })}
          />
          <TextField
            label="Idade de aposentadoria (anos)"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            hint="A idade normal de aposentadoria do regulamento, de 40 a 85 anos."
            error={errors.idadeAposentadoria?.message}
            {...register('idadeAposentadoria')}
          />
        </div>
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Salvar parâmetros
      </Button>
    </form>
  );
}

/** One plan's simulator parameters, loaded, edited and saved; a plan without them gets an empty form that creates them. */
export function BenefitParametersForm({ idPlano }: { idPlano: number }) {
  const fetchParameters = useCallback(
    () => retornarParametrosBeneficio(idPlano).catch((error: { status?: number; message?: string }) => {
      // A plan added after the seed has no parameters yet (404 with a plan that exists): the form creates them.
      if (error.status === 404 && error.message === 'O plano ainda não tem parâmetros de benefício.') return null;
      throw error;
    }),
    [idPlano],
  );
  const parameters = useApiQuery(fetchParameters);
  if (parameters.isLoading) return <DashboardSkeleton label="Carregando os parâmetros do plano" />;
  if (parameters.error || parameters.data === undefined) return <DashboardError title="Não foi possível carregar os parâmetros do plano." message={parameters.error?.message ?? ''} onRetry={parameters.retry} />;
  return <ParametersForm idPlano={idPlano} parameters={parameters.data} />;
}
