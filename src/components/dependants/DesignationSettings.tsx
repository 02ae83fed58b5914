import { useCallback } from 'react';
import { atualizarConfiguracaoBeneficiariosIndicados, retornarConfiguracaoBeneficiariosIndicados, type ConfiguracaoBeneficiariosIndicados } from '@/services/dependants';
import { PlanSettings } from '@/components/settings/PlanSettings';
import { PlanSettingsLoader } from '@/components/settings/PlanSettingsLoader';
import { rulesResolver } from '@/components/settings/rules-resolver';
import { usePlanSettingsForm } from '@/components/settings/use-plan-settings-form';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';

const FIELDS = ['permiteIndicacao', 'exigeAprovacao'] as const;
const resolver = rulesResolver<ConfiguracaoBeneficiariosIndicados>(() => []);

function DesignationSettingsForm({ idPlano, initial }: { idPlano: number; initial: ConfiguracaoBeneficiariosIndicados }) {
  const form = usePlanSettingsForm<ConfiguracaoBeneficiariosIndicados, ConfiguracaoBeneficiariosIndicados>({
    resolver,
    initial,
    toFormValues: (saved) => ({ permiteIndicacao: saved.permiteIndicacao, exigeAprovacao: saved.exigeAprovacao }),
    save: (values) => atualizarConfiguracaoBeneficiariosIndicados(idPlano, values),
    successMessage: 'Regras de beneficiários indicados salvas.',
    fields: FIELDS,
  });
  const { register, watch, formState } = form;
  const allows = watch('permiteIndicacao');
  return (
    <form noValidate onSubmit={form.onSubmitSettings} className="space-y-5">
      {formState.errors.root?.server ? <Alert>{formState.errors.root.server.message}</Alert> : null}
      <fieldset disabled={formState.isSubmitting} className="space-y-4">
        <legend className="sr-only">Regras de beneficiários indicados</legend>
        <Checkbox label="O regulamento permite indicar beneficiários" description="Quem recebe o saldo se o participante falecer antes de se aposentar." {...register('permiteIndicacao')} />
        <Checkbox
          label="Uma alteração precisa da aprovação do fundo"
          description="A alteração vira uma solicitação na Central de Solicitações e só vale quando for concluída."
          disabled={!allows}
          {...register('exigeAprovacao')}
        />
      </fieldset>
      <Button type="submit" isLoading={formState.isSubmitting}>
        Salvar regras
      </Button>
    </form>
  );
}

function PlanDesignationSettings({ idPlano }: { idPlano: number }) {
  const fetchSettings = useCallback(() => retornarConfiguracaoBeneficiariosIndicados(idPlano), [idPlano]);
  return (
    <PlanSettingsLoader fetchSettings={fetchSettings} loadingLabel="Carregando as regras" errorTitle="Não foi possível carregar as regras de beneficiários indicados.">
      {(settings) => <DesignationSettingsForm idPlano={idPlano} initial={settings} />}
    </PlanSettingsLoader>
  );
}

/** The plan picker and the chosen plan's rules for designated beneficiaries (settings/beneficios). */
export function DesignationSettings() {
  return <PlanSettings hint="As regras valem para as alterações feitas depois de salvas.">{(idPlano) => <PlanDesignationSettings idPlano={idPlano} />}</PlanSettings>;
}
