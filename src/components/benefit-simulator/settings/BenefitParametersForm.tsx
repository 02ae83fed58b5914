import { useCallback } from 'react';
import {
  benefitParameterErrors,
  DEFAULT_BENEFIT_RULES,
  benefitRuleErrors,
  decimalFromMasked,
  maskedFromDecimal,
  maskPercentInput,
  type ParametrosBeneficioPlano,
  type RegrasBeneficio,
} from '@/domain/benefit-simulator-input';
import { atualizarParametrosBeneficio, retornarParametrosBeneficio } from '@/services/benefit-simulator';
import { PlanSettingsLoader } from '@/components/settings/PlanSettingsLoader';
import { rulesResolver } from '@/components/settings/rules-resolver';
import { usePlanSettingsForm } from '@/components/settings/use-plan-settings-form';
import { FormRadioSelect } from '@/components/forms/FormRadioSelect';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';

/** The benefit rules typed as whole numbers (the others are percentages with a mask). */
const INTEGER_RULES = ['idadeMinima', 'anosMinimosPlano', 'prazoRendaMinimoMeses', 'prazoRendaMaximoMeses', 'mesesEntreAlteracoesRenda'] as const;
const PERCENT_RULES = ['percentualRendaMinimo', 'percentualRendaMaximo', 'percentualSaqueAVista'] as const;

type ParametersFormValues = {
  pagamentosPorAno: '12' | '13' | '';
  rentabilidadeReferencia: string;
  idadeAposentadoria: string;
} & Record<keyof RegrasBeneficio, string>;

const FIELDS = ['pagamentosPorAno', 'rentabilidadeReferencia', 'idadeAposentadoria', ...INTEGER_RULES, ...PERCENT_RULES] as const;


function toFormValues(parameters: ParametrosBeneficioPlano | null): ParametersFormValues {
  const rules: RegrasBeneficio = parameters ?? DEFAULT_BENEFIT_RULES;
  const ruleValues = {
    ...Object.fromEntries(INTEGER_RULES.map((name) => [name, String(rules[name])])),
    ...Object.fromEntries(PERCENT_RULES.map((name) => [name, maskedFromDecimal(rules[name])])),
  } as Record<keyof RegrasBeneficio, string>;
  if (!parameters) return { pagamentosPorAno: '', rentabilidadeReferencia: '', idadeAposentadoria: '', ...ruleValues };
  return {
    pagamentosPorAno: String(parameters.pagamentosPorAno) as '12' | '13',
    rentabilidadeReferencia: maskedFromDecimal(parameters.rentabilidadeReferencia),
    idadeAposentadoria: String(parameters.idadeAposentadoria),
    ...ruleValues,
  };
}

const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);

function toParameters(values: ParametersFormValues): ParametrosBeneficioPlano {
  return {
    pagamentosPorAno: Number(values.pagamentosPorAno) as 12 | 13,
    rentabilidadeReferencia: decimalFromMasked(values.rentabilidadeReferencia),
    idadeAposentadoria: wholeNumber(values.idadeAposentadoria),
    ...(Object.fromEntries(INTEGER_RULES.map((name) => [name, wholeNumber(values[name])])) as Pick<RegrasBeneficio, (typeof INTEGER_RULES)[number]>),
    ...(Object.fromEntries(PERCENT_RULES.map((name) => [name, decimalFromMasked(values[name])])) as Pick<RegrasBeneficio, (typeof PERCENT_RULES)[number]>),
  };
}

/** The API's rules (src/domain/benefit-simulator-input.ts) on the values the form would save. */
const parametersResolver = rulesResolver<ParametersFormValues>((values) => {
  const parameters = toParameters(values);
  return [...benefitParameterErrors(parameters), ...benefitRuleErrors(parameters)];
});

const RULE_FIELDS: Array<{ name: keyof RegrasBeneficio; label: string; hint: string; percent?: boolean }> = [
  { name: 'idadeMinima', label: 'Idade mínima para pedir (anos)', hint: 'De 40 a 85 anos, até a idade de aposentadoria.' },
  { name: 'anosMinimosPlano', label: 'Anos mínimos no plano', hint: 'De 0 a 40 anos desde a adesão.' },
  { name: 'percentualRendaMinimo', label: 'Percentual mínimo da renda (% do saldo por mês)', hint: 'De 0,01 % a 10 %.', percent: true },
  { name: 'percentualRendaMaximo', label: 'Percentual máximo da renda (% do saldo por mês)', hint: 'De 0,01 % a 10 %, não menor que o mínimo.', percent: true },
  { name: 'prazoRendaMinimoMeses', label: 'Prazo mínimo da renda (meses)', hint: 'De 12 a 600 meses.' },
  { name: 'prazoRendaMaximoMeses', label: 'Prazo máximo da renda (meses)', hint: 'De 12 a 600 meses, não menor que o mínimo.' },
  { name: 'mesesEntreAlteracoesRenda', label: 'Meses entre alterações de renda', hint: 'A renda pode ser alterada uma vez a cada tantos meses, de 1 a 60.' },
  { name: 'percentualSaqueAVista', label: 'Saque à vista (% do saldo)', hint: 'De 0 % a 100 % do saldo.', percent: true },
];

function ParametersForm({ idPlano, parameters }: { idPlano: number; parameters: ParametrosBeneficioPlano | null }) {
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
    save: (values) => atualizarParametrosBeneficio(idPlano, toParameters(values)),
    successMessage: 'Parâmetros de benefício salvos.',
    fields: FIELDS,
  });

  return (
    <form noValidate onSubmit={onSubmitSettings} className="space-y-5" aria-label="Parâmetros do simulador de benefício">
      {parameters ? null : <Alert tone="info">Este plano ainda não tem parâmetros de benefício. Preencha e salve para criá-los.</Alert>}
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-5">
        <legend className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">Simulador de benefício</legend>
        <p className="text-gray-700 dark:text-gray-300">
          Preenchem o simulador dos participantes do plano: a rentabilidade sugerida, a idade de aposentadoria de onde a simulação parte e se a renda tem 13 pagamentos por ano (abono anual).
        </p>
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
      <fieldset disabled={isSubmitting} className="space-y-5 border-t border-gray-200 pt-6 dark:border-gray-700">
        <legend className="mb-1 text-lg font-semibold text-gray-900 dark:text-white">Pedido e alteração do benefício</legend>
        <p className="text-gray-700 dark:text-gray-300">
          Quem pode pedir o benefício, as formas de renda que o participante pode escolher ao pedir ou alterar a renda, de quanto em quanto tempo a renda pode mudar e a parte do saldo do saque à vista. Valem no próximo pedido.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {RULE_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              inputMode={field.percent ? 'decimal' : 'numeric'}
              autoComplete="off"
              maxLength={field.percent ? 6 : 3}
              hint={field.hint}
              error={errors[field.name]?.message}
              {...register(field.name, field.percent ? { onChange: (event) => setValue(field.name, maskPercentInput(event.target.value)) } : {})}
            />
          ))}
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
  return (
    <PlanSettingsLoader fetchSettings={fetchParameters} loadingLabel="Carregando os parâmetros do plano" errorTitle="Não foi possível carregar os parâmetros do plano.">
      {(parameters) => <ParametersForm idPlano={idPlano} parameters={parameters} />}
    </PlanSettingsLoader>
  );
}
