import { useCallback } from 'react';
import { decimalFromMasked, maskedFromDecimal, maskPercentInput } from '@/domain/benefit-simulator-input';
import { planningSettingsErrors, type PlanningSettings as Settings } from '@/domain/retirement-planning-settings';
import { atualizarConfiguracaoPlanejamento, retornarConfiguracaoPlanejamento } from '@/services/retirement-planning';
import { PlanSettings } from '@/components/settings/PlanSettings';
import { PlanSettingsLoader } from '@/components/settings/PlanSettingsLoader';
import { rulesResolver } from '@/components/settings/rules-resolver';
import { usePlanSettingsForm } from '@/components/settings/use-plan-settings-form';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';

const RATES = [
  { name: 'rentabilidadePessimista', label: 'Rentabilidade pessimista (% ao ano)', hint: 'O cenário de tempos ruins, de 0 % a 20 %.' },
  { name: 'rentabilidadeEsperada', label: 'Rentabilidade esperada (% ao ano)', hint: 'O cenário do meio: entre a pessimista e a otimista.' },
  { name: 'rentabilidadeOtimista', label: 'Rentabilidade otimista (% ao ano)', hint: 'O cenário de tempos bons, até 20 %.' },
  { name: 'inflacaoAnual', label: 'Inflação suposta (% ao ano)', hint: 'Converte valores futuros em reais de hoje. Sem valor salvo: o IPCA acumulado dos últimos 12 meses.' },
] as const;
const FIELDS = [...RATES.map((rate) => rate.name), 'prazoRendaMeses'] as const;
type FormValues = Record<(typeof FIELDS)[number], string>;

const toFormValues = (saved: Settings): FormValues => ({
  ...(Object.fromEntries(RATES.map(({ name }) => [name, maskedFromDecimal(saved[name])])) as Omit<FormValues, 'prazoRendaMeses'>),
  prazoRendaMeses: String(saved.prazoRendaMeses),
});
const toSettings = (values: FormValues): Settings => ({
  ...(Object.fromEntries(RATES.map(({ name }) => [name, decimalFromMasked(values[name])])) as Omit<Settings, 'prazoRendaMeses'>),
  prazoRendaMeses: /^\d{1,3}$/.test(values.prazoRendaMeses.trim()) ? Number(values.prazoRendaMeses) : Number.NaN,
});
const resolver = rulesResolver<FormValues>((values) => planningSettingsErrors(toSettings(values)));

function PlanningSettingsForm({ idPlano, initial }: { idPlano: number; initial: Settings }) {
  const { register, setValue, onSubmitSettings, formState } = usePlanSettingsForm<FormValues, Settings>({
    resolver,
    initial,
    toFormValues,
    save: (values) => atualizarConfiguracaoPlanejamento(idPlano, toSettings(values)),
    successMessage: 'Premissas de planejamento salvas.',
    fields: FIELDS,
  });
  return (
    <form noValidate onSubmit={onSubmitSettings} className="space-y-5" aria-label="Premissas de planejamento da aposentadoria">
      {formState.errors.root?.server ? <Alert>{formState.errors.root.server.message}</Alert> : null}
      <fieldset disabled={formState.isSubmitting} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Premissas de planejamento</legend>
        {RATES.map(({ name, label, hint }) => (
          <TextField
            key={name}
            label={label}
            inputMode="decimal"
            autoComplete="off"
            hint={hint}
            error={formState.errors[name]?.message}
            {...register(name, { onChange: (event) => setValue(name, maskPercentInput(event.target.value)) })}
          />
        ))}
        <TextField
          label="Prazo da renda no planejamento (meses)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          hint="Por quantos meses o planejamento supõe que a renda do plano é paga, de 12 a 600."
          error={formState.errors.prazoRendaMeses?.message}
          {...register('prazoRendaMeses')}
        />
      </fieldset>
      <Button type="submit" isLoading={formState.isSubmitting}>
        Salvar premissas
      </Button>
    </form>
  );
}

function PlanPlanningSettings({ idPlano }: { idPlano: number }) {
  const fetchSettings = useCallback(() => retornarConfiguracaoPlanejamento(idPlano), [idPlano]);
  return (
    <PlanSettingsLoader fetchSettings={fetchSettings} loadingLabel="Carregando as premissas" errorTitle="Não foi possível carregar as premissas de planejamento.">
      {(settings) => <PlanningSettingsForm idPlano={idPlano} initial={settings} />}
    </PlanSettingsLoader>
  );
}

/** The plan picker and the chosen plan's planning assumptions (settings/beneficios). */
export function PlanningSettings() {
  return <PlanSettings hint="Valem de imediato na página Minha aposentadoria dos participantes do plano.">{(idPlano) => <PlanPlanningSettings idPlano={idPlano} />}</PlanSettings>;
}
