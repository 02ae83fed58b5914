import { useEffect, useState, type FormEvent } from 'react';
import { fundToday } from '@/domain/business-days';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/services/api';
import { retornarSegmentos } from '@/services/notifications-centre';
import { criarCampanhaRecadastramento, type PainelRecadastramento } from '@/services/reregistration';

/** A new campaign: title, period and plans; whoever has a current link in those plans must answer. */
export function CampaignForm({ onCreated }: { onCreated: (panel: PainelRecadastramento) => void }) {
  const [plans, setPlans] = useState<Array<{ id: number; nome: string }> | null>(null);
  const [plansError, setPlansError] = useState<string | null>(null);
  const [titulo, setTitulo] = useState('');
  const [inicio, setInicio] = useState(() => fundToday());
  const [fim, setFim] = useState('');
  const [idPlanos, setIdPlanos] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  useEffect(() => {
    retornarSegmentos().then(
      (segments) => setPlans(segments.planos),
      (error: unknown) => setPlansError(error instanceof ApiError ? error.message : 'Não foi possível carregar os planos.'),
    );
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!titulo.trim()) local.titulo = 'Informe o título da campanha.';
    if (!fim) local.fim = 'Informe o último dia da campanha.';
    if (idPlanos.length === 0) local.idPlanos = 'Escolha ao menos um plano.';
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setIsSending(true);
    try {
      const panel = await criarCampanhaRecadastramento({ titulo: titulo.trim(), inicio, fim, idPlanos });
      setTitulo('');
      setFim('');
      setIdPlanos([]);
      onCreated(panel);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'Ocorreu um erro inesperado.');
      setErrors(Object.fromEntries(apiError.errors.map((item) => [item.path.split('/')[0], item.message])));
      setFailure(apiError.message);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField label="Título" value={titulo} onChange={(event) => setTitulo(event.target.value)} error={errors.titulo} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Início" type="date" value={inicio} onChange={(event) => setInicio(event.target.value)} error={errors.inicio} />
        <TextField label="Fim" type="date" value={fim} onChange={(event) => setFim(event.target.value)} error={errors.fim} />
      </div>
      <fieldset>
        <legend className="mb-2 font-medium">Planos</legend>
        {plans ? (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {plans.map((plan) => (
              <Checkbox
                key={plan.id}
                label={plan.nome}
                checked={idPlanos.includes(plan.id)}
                onChange={(event) => setIdPlanos((current) => (event.target.checked ? [...current, plan.id] : current.filter((id) => id !== plan.id)))}
              />
            ))}
          </div>
        ) : (
          <p className="text-gray-700 dark:text-gray-300">{plansError ?? 'Carregando os planos…'}</p>
        )}
        {errors.idPlanos ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.idPlanos}</p> : null}
      </fieldset>
      <Button type="submit" isLoading={isSending}>
        Criar campanha
      </Button>
    </form>
  );
}
