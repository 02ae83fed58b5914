import { useForm } from 'react-hook-form';
import { formatDecimalInput, parseDecimalInput } from '@/domain/masks';
import { goalErrors, type GoalInput } from '@/domain/retirement-planning';
import { atualizarPlanejamento, type Planejamento } from '@/services/retirement-planning';
import { showServerErrors } from '@/components/forms/server-errors';
import { rulesResolver } from '@/components/settings/rules-resolver';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

const FIELDS = ['idadeAlvo', 'rendaDesejada', 'estimativaInss', 'outrasRendas'] as const;
type GoalValues = Record<(typeof FIELDS)[number], string> & { avisarDesvio: boolean };

const amountOf = (text: string, empty: string) => (text.trim() === '' ? empty : (parseDecimalInput(text) ?? text));
const toGoal = (values: GoalValues): Omit<GoalInput, 'rendaTributavelAnual'> => ({
  idadeAlvo: /^\d{1,3}$/.test(values.idadeAlvo.trim()) ? Number(values.idadeAlvo) : Number.NaN,
  rendaDesejada: amountOf(values.rendaDesejada, ''),
  estimativaInss: amountOf(values.estimativaInss, '0.00'),
  outrasRendas: amountOf(values.outrasRendas, '0.00'),
  avisarDesvio: values.avisarDesvio,
});
const onlyAmount = (text: string) => text.replace(/[^\d.,]/g, '');

/**
 * The goal: the age and the monthly income wanted (today's reais), with the INSS estimate and other income, and the
 * opt-in notice of the monthly record.
 */
export function GoalForm({ planning, idVinculoPlano, onSaved }: { planning: Planejamento; idVinculoPlano: number; onSaved: (planning: Planejamento) => void }) {
  const meta = planning.meta;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GoalValues>({
    // The API's own rules (src/domain/retirement-planning.ts), so a mistake is named before anything is sent.
    resolver: rulesResolver((values) => goalErrors(toGoal(values), planning.idadeAtual)),
    defaultValues: {
      idadeAlvo: String(meta?.idadeAlvo ?? planning.idadeAlvo),
      rendaDesejada: meta ? formatDecimalInput(meta.rendaDesejada) : '',
      estimativaInss: meta ? formatDecimalInput(meta.estimativaInss) : '',
      outrasRendas: meta ? formatDecimalInput(meta.outrasRendas) : '',
      avisarDesvio: meta?.avisarDesvio ?? false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await atualizarPlanejamento(idVinculoPlano, toGoal(values));
      onSaved(answer);
      toast.success(answer.message);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  const amountField = (name: Exclude<(typeof FIELDS)[number], 'idadeAlvo'>) => register(name, { setValueAs: onlyAmount });
  return (
    <section aria-labelledby="titulo-meta" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="titulo-meta" className="text-lg font-semibold text-gray-900 dark:text-white">
        Sua meta
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Meta de aposentadoria</legend>
          <TextField
            label="Idade em que quer se aposentar"
            inputMode="numeric"
            maxLength={3}
            hint={`Hoje você tem ${planning.idadeAtual} anos; o regulamento prevê ${planning.idadeAposentadoriaPlano}.`}
            error={errors.idadeAlvo?.message}
            {...register('idadeAlvo')}
          />
          <TextField
            label="Renda mensal desejada (R$, em valores de hoje)"
            inputMode="decimal"
            placeholder="0,00"
            hint="Quanto quer receber por mês, somando tudo, com o poder de compra de hoje."
            error={errors.rendaDesejada?.message}
            {...amountField('rendaDesejada')}
          />
          <TextField
            label="Estimativa do INSS (R$ por mês)"
            inputMode="decimal"
            placeholder="0,00"
            hint={
              <>
                No aplicativo ou site Meu INSS, em &quot;Simular aposentadoria&quot;. O portal nunca pede a sua senha do gov.br.{' '}
                <a className="font-semibold text-primary-strong underline" href="https://meu.inss.gov.br" target="_blank" rel="noreferrer">
                  Abrir o Meu INSS<span className="sr-only"> (abre em nova aba)</span>
                </a>
              </>
            }
            error={errors.estimativaInss?.message}
            {...amountField('estimativaInss')}
          />
          <TextField
            label="Outras rendas (R$ por mês)"
            inputMode="decimal"
            placeholder="0,00"
            hint="Aluguéis, outro plano de previdência… em valores de hoje."
            error={errors.outrasRendas?.message}
            {...amountField('outrasRendas')}
          />
          <Checkbox
            className="sm:col-span-2"
            label="Quero receber um aviso quando a minha projeção ficar mais de 10 % abaixo da meta"
            description="O portal confere a projeção no começo de cada mês e avisa uma vez, quando ela se afasta da meta. Os canais do aviso (e-mail, SMS, WhatsApp) você escolhe em Meu perfil › Avisos."
            {...register('avisarDesvio')}
          />
        </fieldset>
        <Button type="submit" isLoading={isSubmitting}>
          Salvar meta
        </Button>
      </form>
    </section>
  );
}
