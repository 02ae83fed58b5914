import { useState, type FormEvent } from 'react';
import { splitFieldErrors } from '@/domain/api-errors';
import { formatDecimalInput, parseDecimalInput } from '@/domain/masks';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarPlanejamento, type Planejamento } from '@/services/retirement-planning';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

const FIELDS = ['idadeAlvo', 'rendaDesejada', 'estimativaInss', 'outrasRendas'] as const;
type Field = (typeof FIELDS)[number];
const sanitize = (text: string) => text.replace(/[^\d.,]/g, '');
const amountOf = (text: string, fallback: string) => (text.trim() === '' ? fallback : (parseDecimalInput(text) ?? text));

/** The goal: the age and the monthly income wanted (today's reais), with the INSS estimate and other income. */
export function GoalForm({ planning, idVinculoPlano, onSaved }: { planning: Planejamento; idVinculoPlano: number; onSaved: (planning: Planejamento) => void }) {
  const meta = planning.meta;
  const [texts, setTexts] = useState<Record<Field, string>>({
    idadeAlvo: String(meta?.idadeAlvo ?? planning.idadeAlvo),
    rendaDesejada: meta ? formatDecimalInput(meta.rendaDesejada) : '',
    estimativaInss: meta ? formatDecimalInput(meta.estimativaInss) : '',
    outrasRendas: meta ? formatDecimalInput(meta.outrasRendas) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'root', string>>>({});
  const [isSending, setIsSending] = useState(false);
  const setText = (field: Field) => (text: string) => setTexts((current) => ({ ...current, [field]: field === 'idadeAlvo' ? text.replace(/\D/g, '').slice(0, 3) : sanitize(text) }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    setErrors({});
    try {
      const answer = await atualizarPlanejamento(idVinculoPlano, {
        idadeAlvo: Number(texts.idadeAlvo || 0),
        rendaDesejada: amountOf(texts.rendaDesejada, ''),
        estimativaInss: amountOf(texts.estimativaInss, '0.00'),
        outrasRendas: amountOf(texts.outrasRendas, '0.00'),
      });
      onSaved(answer);
      toast.success(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) setErrors({ root: TRANSPORT_MESSAGES.unexpected });
      else {
        const { byField, other } = splitFieldErrors(error.errors, FIELDS);
        setErrors({ ...byField, root: other.length ? other.join(' ') : error.errors.length ? undefined : error.message });
      }
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section aria-labelledby="titulo-meta" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <h2 id="titulo-meta" className="text-lg font-semibold text-gray-900 dark:text-white">
        Sua meta
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {errors.root ? <Alert>{errors.root}</Alert> : null}
        <fieldset disabled={isSending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Meta de aposentadoria</legend>
          <TextField
            label="Idade em que quer se aposentar"
            inputMode="numeric"
            value={texts.idadeAlvo}
            onChange={(event) => setText('idadeAlvo')(event.target.value)}
            hint={`Hoje você tem ${planning.idadeAtual} anos; o regulamento prevê ${planning.idadeAposentadoriaPlano}.`}
            error={errors.idadeAlvo}
          />
          <TextField
            label="Renda mensal desejada (R$, em valores de hoje)"
            inputMode="decimal"
            placeholder="0,00"
            value={texts.rendaDesejada}
            onChange={(event) => setText('rendaDesejada')(event.target.value)}
            hint="Quanto quer receber por mês, somando tudo, com o poder de compra de hoje."
            error={errors.rendaDesejada}
          />
          <TextField
            label="Estimativa do INSS (R$ por mês)"
            inputMode="decimal"
            placeholder="0,00"
            value={texts.estimativaInss}
            onChange={(event) => setText('estimativaInss')(event.target.value)}
            hint={
              <>
                No aplicativo ou site Meu INSS, em &quot;Simular aposentadoria&quot;. O portal nunca pede a sua senha do gov.br.{' '}
                <a className="font-semibold text-primary-strong underline" href="https://meu.inss.gov.br" target="_blank" rel="noreferrer">
                  Abrir o Meu INSS<span className="sr-only"> (abre em nova aba)</span>
                </a>
              </>
            }
            error={errors.estimativaInss}
          />
          <TextField
            label="Outras rendas (R$ por mês)"
            inputMode="decimal"
            placeholder="0,00"
            value={texts.outrasRendas}
            onChange={(event) => setText('outrasRendas')(event.target.value)}
            hint="Aluguéis, outro plano de previdência… em valores de hoje."
            error={errors.outrasRendas}
          />
        </fieldset>
        <Button type="submit" isLoading={isSending}>
          Salvar meta
        </Button>
      </form>
    </section>
  );
}
