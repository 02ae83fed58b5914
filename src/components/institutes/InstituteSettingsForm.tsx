import { useCallback, useState, type FormEvent } from 'react';
import { instituteSettingsErrors, INSTITUTE_LIMITS, type ConfiguracaoInstitutos } from '@/domain/institutes';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarConfiguracaoInstitutos, retornarConfiguracaoInstitutos } from '@/services/institutes';
import { newRowKey } from '@/components/forms/EditableRows';
import { PlanSettingsLoader } from '@/components/settings/PlanSettingsLoader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { INSTITUTE_SECTIONS, type InstituteSection } from './sections';
import { VestingRows, type VestingRow } from './VestingRows';

/** What the inputs hold: text as typed ('30,5'), turned into the API's values on save. */
interface FormValues {
  vesting: VestingRow[];
  resgateParcelasMaximas: string;
  carenciaPortabilidadeAnos: string;
  carenciaBpdAnos: string;
  idadeMinimaBpd: string;
  taxaAdministrativaAutopatrocinio: string;
}

const shownPercent = (value: string) => value.replace('.', ',');
/** '30,5' → '30.5': people type the comma. */
const typedPercent = (text: string) => text.trim().replace(',', '.');
const typedInteger = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);

function toForm(settings: ConfiguracaoInstitutos): FormValues {
  return {
    vesting: settings.vestingPatrocinadora.map((step) => ({ key: newRowKey('faixa'), anos: String(step.anos), percentual: shownPercent(step.percentual) })),
    resgateParcelasMaximas: String(settings.resgateParcelasMaximas),
    carenciaPortabilidadeAnos: String(settings.carenciaPortabilidadeAnos),
    carenciaBpdAnos: String(settings.carenciaBpdAnos),
    idadeMinimaBpd: String(settings.idadeMinimaBpd),
    taxaAdministrativaAutopatrocinio: shownPercent(settings.taxaAdministrativaAutopatrocinio),
  };
}

function toSettings(values: FormValues): ConfiguracaoInstitutos {
  return {
    vestingPatrocinadora: values.vesting.map((row) => ({ anos: typedInteger(row.anos), percentual: typedPercent(row.percentual) })),
    resgateParcelasMaximas: typedInteger(values.resgateParcelasMaximas),
    carenciaPortabilidadeAnos: typedInteger(values.carenciaPortabilidadeAnos),
    carenciaBpdAnos: typedInteger(values.carenciaBpdAnos),
    idadeMinimaBpd: typedInteger(values.idadeMinimaBpd),
    taxaAdministrativaAutopatrocinio: typedPercent(values.taxaAdministrativaAutopatrocinio),
  };
}

type ScalarField = Exclude<keyof FormValues, 'vesting'>;

const FIELD_LABELS: Record<ScalarField, { label: string; hint: string; inputMode: 'numeric' | 'decimal'; maxLength: number }> = {
  resgateParcelasMaximas: { label: 'Parcelas mensais do resgate (no máximo)', hint: `De ${INSTITUTE_LIMITS.resgateParcelasMaximas.min} a ${INSTITUTE_LIMITS.resgateParcelasMaximas.max}; 1 = só pagamento único.`, inputMode: 'numeric', maxLength: 2 },
  carenciaPortabilidadeAnos: { label: 'Carência da portabilidade (anos de plano)', hint: 'De 0 a 3 anos.', inputMode: 'numeric', maxLength: 1 },
  carenciaBpdAnos: { label: 'Carência do BPD (anos de plano)', hint: 'De 0 a 3 anos.', inputMode: 'numeric', maxLength: 1 },
  idadeMinimaBpd: { label: 'Idade de início do BPD (anos)', hint: `De ${INSTITUTE_LIMITS.idadeMinimaBpd.min} a ${INSTITUTE_LIMITS.idadeMinimaBpd.max} anos.`, inputMode: 'numeric', maxLength: 2 },
  taxaAdministrativaAutopatrocinio: { label: 'Taxa administrativa do autopatrocínio (%)', hint: 'De 0 % a 10 %, com até duas casas decimais.', inputMode: 'decimal', maxLength: 5 },
};

function SettingsForm({ idPlano, section, settings }: { idPlano: number; section: InstituteSection; settings: ConfiguracaoInstitutos }) {
  const definition = INSTITUTE_SECTIONS[section];
  const [values, setValues] = useState(() => toForm(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const shows = (field: keyof ConfiguracaoInstitutos) => definition.campos.includes(field);

  const onSubmitSettings = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = toSettings(values);
    // Only this page's fields are checked and shown; the others go back as they were loaded.
    const problems = instituteSettingsErrors(wanted).filter((problem) => definition.campos.some((field) => problem.path === field || problem.path.startsWith(`${field}/`)));
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((problem) => [problem.path, problem.message])));
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const saved = await atualizarConfiguracaoInstitutos(idPlano, wanted);
      setValues(toForm(saved));
      toast.success(`Regras de ${definition.titulo.split(' (')[0].toLowerCase()} salvas.`);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) setErrors(Object.fromEntries(error.errors.map((problem) => [problem.path, problem.message])));
      else setErrors({ root: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
    } finally {
      setIsSaving(false);
    }
  };

  const scalar = (field: ScalarField) =>
    shows(field) ? (
      <TextField
        key={field}
        label={FIELD_LABELS[field].label}
        hint={FIELD_LABELS[field].hint}
        inputMode={FIELD_LABELS[field].inputMode}
        maxLength={FIELD_LABELS[field].maxLength}
        autoComplete="off"
        className="sm:max-w-xs"
        value={values[field]}
        error={errors[field]}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      />
    ) : null;

  const vestingProblem = errors.vestingPatrocinadora;
  const otherProblems = Object.entries(errors).filter(([path]) => path === 'root' || !definition.campos.some((field) => path === field || path.startsWith(`${field}/`)));

  return (
    <form noValidate onSubmit={onSubmitSettings} aria-label={`Regras de ${definition.titulo}`} className="space-y-5">
      <fieldset disabled={isSaving} className="space-y-5">
        {shows('vestingPatrocinadora') ? (
          <>
            {vestingProblem ? <Alert>{vestingProblem}</Alert> : null}
            <VestingRows rows={values.vesting} errors={errors} onChange={(vesting) => setValues((current) => ({ ...current, vesting }))} />
          </>
        ) : null}
        {(['resgateParcelasMaximas', 'carenciaPortabilidadeAnos', 'carenciaBpdAnos', 'idadeMinimaBpd', 'taxaAdministrativaAutopatrocinio'] as const).map(scalar)}
      </fieldset>
      {otherProblems.length ? (
        <Alert>
          <ul className="list-disc pl-4">
            {otherProblems.map(([path, message]) => (
              <li key={path}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Button type="submit" isLoading={isSaving}>
        Salvar regras
      </Button>
    </form>
  );
}

/** One plan's rules for this page's institute, loaded, edited and saved. */
export function InstituteSettingsForm({ idPlano, section }: { idPlano: number; section: InstituteSection }) {
  const fetchSettings = useCallback(() => retornarConfiguracaoInstitutos(idPlano), [idPlano]);
  return (
    <PlanSettingsLoader fetchSettings={fetchSettings} loadingLabel="Carregando as regras do plano" errorTitle="Não foi possível carregar as regras do plano.">
      {(settings) => <SettingsForm idPlano={idPlano} section={section} settings={settings} />}
    </PlanSettingsLoader>
  );
}
