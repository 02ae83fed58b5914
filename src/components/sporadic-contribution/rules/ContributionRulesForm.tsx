import { useCallback, useState } from 'react';
import { contributionRuleErrors, minimumValueLabel, type ConfiguracaoContribuicao } from '@/domain/sporadic-contribution-rules';
import { atualizarConfiguracaoContribuicao, retornarConfiguracaoContribuicao } from '@/services/sporadic-contribution';
import { PlanSettingsLoader } from '@/components/settings/PlanSettingsLoader';
import { rulesResolver } from '@/components/settings/rules-resolver';
import { usePlanSettingsForm } from '@/components/settings/use-plan-settings-form';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toFormValues, toRules, type RulesFormValues } from './rules-form-values';

const FIELDS = ['valorMinimo', 'fatorSalario', 'limiteSalarial', 'percentualBasicoMaximo', 'percentualSuplementarMaximo', 'banco', 'diaVencimento', 'suspensaoMesesMaximo'] as const;

/** The same rules the API applies (src/domain/sporadic-contribution-rules.ts), on the form's text converted to the API's values. */
const resolver = rulesResolver<RulesFormValues>((values) => contributionRuleErrors(toRules(values)));

function RulesForm({ idPlano, rules }: { idPlano: number; rules: ConfiguracaoContribuicao }) {
  // What the server holds now: the hint shows the minimum participants see.
  const [current, setCurrent] = useState(rules);
  const {
    register,
    onSubmitSettings,
    formState: { errors, isSubmitting },
  } = usePlanSettingsForm({
    resolver,
    initial: rules,
    toFormValues,
    save: (values) => atualizarConfiguracaoContribuicao(idPlano, toRules(values)),
    onSaved: setCurrent,
    successMessage: 'Regras de contribuição salvas.',
    fields: FIELDS,
  });

  return (
    <form noValidate onSubmit={onSubmitSettings} className="space-y-5" aria-label="Regras de contribuição do plano">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Valor mínimo (R$)"
          inputMode="decimal"
          hint={`Contribuição mensal pelo valor e contribuição esporádica. No cadastro inicial, os participantes veem: ${minimumValueLabel(current.valorMinimo)}`}
          error={errors.valorMinimo?.message}
          {...register('valorMinimo')}
        />
        <TextField label="Limite salarial (R$)" inputMode="decimal" hint="Abaixo dele, a contribuição básica fica desativada." error={errors.limiteSalarial?.message} {...register('limiteSalarial')} />
        <TextField label="Fator do salário" inputMode="decimal" hint="Multiplica o salário nas fórmulas, por exemplo 1,0833." error={errors.fatorSalario?.message} {...register('fatorSalario')} />
        <TextField label="Percentual básico máximo (%)" inputMode="decimal" error={errors.percentualBasicoMaximo?.message} {...register('percentualBasicoMaximo')} />
        <TextField label="Percentual suplementar máximo (%)" inputMode="decimal" error={errors.percentualSuplementarMaximo?.message} {...register('percentualSuplementarMaximo')} />
        <TextField label="Banco" inputMode="numeric" maxLength={3} hint="Código de 3 dígitos, por exemplo 341 (Itaú)." error={errors.banco?.message} {...register('banco')} />
        <TextField label="Dia de vencimento" inputMode="numeric" maxLength={2} hint="De 1 a 28, para existir em todos os meses." error={errors.diaVencimento?.message} {...register('diaVencimento')} />
        <TextField
          label="Suspensão máxima (meses)"
          inputMode="numeric"
          maxLength={2}
          hint="Quantos meses, no máximo, um participante pode pedir para suspender as contribuições (de 1 a 24)."
          error={errors.suspensaoMesesMaximo?.message}
          {...register('suspensaoMesesMaximo')}
        />
      </fieldset>
      <Button type="submit" isLoading={isSubmitting}>
        Salvar regras
      </Button>
    </form>
  );
}

/** One plan's rules: loaded, edited and saved; they apply at once to onboarding and sporadic contributions. */
export function ContributionRulesForm({ idPlano }: { idPlano: number }) {
  const fetchRules = useCallback(() => retornarConfiguracaoContribuicao(idPlano), [idPlano]);
  return (
    <PlanSettingsLoader fetchSettings={fetchRules} loadingLabel="Carregando as regras do plano" errorTitle="Não foi possível carregar as regras do plano.">
      {(rules) => <RulesForm idPlano={idPlano} rules={rules} />}
    </PlanSettingsLoader>
  );
}
