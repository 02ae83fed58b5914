import { useCallback, useState, type FormEvent } from 'react';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarConfiguracaoProvaDeVida, retornarConfiguracaoProvaDeVida, type ConfiguracaoProvaDeVida } from '@/services/proof-of-life';
import { PlanSettingsLoader } from '@/components/settings/PlanSettingsLoader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { Select } from '@/components/ui/Select';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'].map((label, index) => ({ value: String(index + 1), label }));
const RULES = [
  { value: 'aniversario', label: 'No mês de aniversário de cada pessoa', description: 'Cada aposentado ou pensionista faz a prova no próprio mês de nascimento.' },
  { value: 'mes_fixo', label: 'Em um mês fixo para todos', description: 'Uma campanha por ano, no mesmo mês para todo o plano.' },
] as const;

interface FormValues {
  regraMes: 'aniversario' | 'mes_fixo';
  mesFixo: string | null;
  carenciaDias: string;
  diasAntesVencimento: string;
  intervaloCarenciaDias: string;
  motivosRecusa: string;
}

const toForm = (settings: ConfiguracaoProvaDeVida): FormValues => ({
  regraMes: settings.regraMes,
  mesFixo: settings.mesFixo === null ? null : String(settings.mesFixo),
  carenciaDias: String(settings.carenciaDias),
  diasAntesVencimento: String(settings.diasAntesVencimento),
  intervaloCarenciaDias: String(settings.intervaloCarenciaDias),
  motivosRecusa: settings.motivosRecusa.join('\n'),
});
const typedInteger = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);

function SettingsForm({ idPlano, settings }: { idPlano: number; settings: ConfiguracaoProvaDeVida }) {
  const [values, setValues] = useState(() => toForm(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const set = (field: keyof FormValues) => (value: string | null) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmitSettings = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    try {
      const saved = await atualizarConfiguracaoProvaDeVida(idPlano, {
        regraMes: values.regraMes,
        mesFixo: values.regraMes === 'mes_fixo' && values.mesFixo ? Number(values.mesFixo) : null,
        carenciaDias: typedInteger(values.carenciaDias),
        diasAntesVencimento: typedInteger(values.diasAntesVencimento),
        intervaloCarenciaDias: typedInteger(values.intervaloCarenciaDias),
        motivosRecusa: values.motivosRecusa.split('\n').map((line) => line.trim()).filter(Boolean),
      });
      setValues(toForm(saved));
      setErrors({});
      toast.success('Regras da prova de vida salvas.');
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) setErrors(Object.fromEntries(error.errors.map((problem) => [problem.path, problem.message])));
      else setErrors({ root: error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected });
    } finally {
      setIsSaving(false);
    }
  };

  const number = (field: 'carenciaDias' | 'diasAntesVencimento' | 'intervaloCarenciaDias', label: string, hint: string) => (
    <TextField label={label} hint={hint} inputMode="numeric" maxLength={3} autoComplete="off" className="sm:max-w-xs" value={values[field]} error={errors[field]} onChange={(event) => set(field)(event.target.value)} />
  );

  return (
    <form noValidate onSubmit={onSubmitSettings} aria-label="Regras da prova de vida" className="space-y-5">
      <fieldset disabled={isSaving} className="space-y-5">
        <RadioSelect legend="Mês da campanha" options={RULES} value={values.regraMes} onChange={(value) => set('regraMes')(value)} />
        {values.regraMes === 'mes_fixo' ? <Select label="Mês fixo" className="sm:max-w-xs" value={values.mesFixo} onChange={set('mesFixo')} options={MONTHS} error={errors.mesFixo} /> : null}
        {number('carenciaDias', 'Carência depois do vencimento (dias)', 'De 0 a 180 dias. Só depois dela a suspensão pode ser confirmada.')}
        {number('diasAntesVencimento', 'Lembrete antes do vencimento (dias antes)', 'De 1 a 30. Há também lembretes na abertura e no dia do vencimento.')}
        {number('intervaloCarenciaDias', 'Lembretes na carência (a cada quantos dias)', 'De 5 a 60 dias.')}
        <TextArea
          label="Motivos de recusa (um por linha)"
          hint="Quem analisa escolhe um deles; a pessoa lê o motivo, por isso diga o que refazer."
          rows={6}
          value={values.motivosRecusa}
          error={errors.motivosRecusa}
          onChange={(event) => set('motivosRecusa')(event.target.value)}
        />
      </fieldset>
      {errors.root ? <Alert>{errors.root}</Alert> : null}
      <Button type="submit" isLoading={isSaving}>
        Salvar regras
      </Button>
    </form>
  );
}

/** One plan's proof-of-life rules, loaded, edited and saved (settings/prova-de-vida). */
export function ProofOfLifeSettingsForm({ idPlano }: { idPlano: number }) {
  const fetchSettings = useCallback(() => retornarConfiguracaoProvaDeVida(idPlano), [idPlano]);
  return (
    <PlanSettingsLoader fetchSettings={fetchSettings} loadingLabel="Carregando as regras do plano" errorTitle="Não foi possível carregar as regras do plano.">
      {(settings) => <SettingsForm idPlano={idPlano} settings={settings} />}
    </PlanSettingsLoader>
  );
}
