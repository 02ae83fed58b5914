import { useCallback, useState, type FormEvent } from 'react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { windowProblems, type WindowSettings } from '@/domain/investment-profile';
import { useApiQuery } from '@/hooks/useApiQuery';
import { atualizarJanelaPerfil, atualizarPerfilInvestimento, retornarPerfisInvestimento } from '@/services/investment-profile';
import { ProfileEditor } from './ProfileEditor';
import { errorMessages, ProfilePlanPicker } from './ProfilePlanPicker';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

function WindowForm({ idPlano, initial }: { idPlano: number; initial: WindowSettings }) {
  const [start, setStart] = useState(String(initial.diaInicioJanela));
  const [end, setEnd] = useState(String(initial.diaFimJanela));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const onSubmitWindow = async (event: FormEvent) => {
    event.preventDefault();
    const settings = { diaInicioJanela: Number(start.trim() || NaN), diaFimJanela: Number(end.trim() || NaN) };
    const problems = windowProblems(settings);
    setErrors(Object.fromEntries(problems.map((problem) => [problem.path, problem.message])));
    setFailure(null);
    if (problems.length) return;
    setIsSaving(true);
    try {
      await atualizarJanelaPerfil(idPlano, settings);
      toast.success('Janela de alteração salva.');
    } catch (error) {
      setFailure(errorMessages(error, 'Não foi possível salvar a janela.').join(' '));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmitWindow} aria-label="Janela de alteração de perfil" className="space-y-4">
      <p className="text-gray-700 dark:text-gray-300">Dias do mês (horário de Brasília) em que os participantes podem pedir a troca de perfil. O padrão é a primeira quinzena: do dia 1 ao 15.</p>
      <fieldset disabled={isSaving} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Primeiro dia" inputMode="numeric" maxLength={2} hint="De 1 a 28." value={start} error={errors.diaInicioJanela} onChange={(event) => setStart(event.target.value)} />
        <TextField label="Último dia" inputMode="numeric" maxLength={2} hint="De 1 a 28, no mesmo dia ou depois do primeiro." value={end} error={errors.diaFimJanela} onChange={(event) => setEnd(event.target.value)} />
      </fieldset>
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" isLoading={isSaving}>
        Salvar janela
      </Button>
    </form>
  );
}

function PlanProfiles({ idPlano }: { idPlano: number }) {
  const fetchProfiles = useCallback(() => retornarPerfisInvestimento(idPlano), [idPlano]);
  const query = useApiQuery(fetchProfiles);
  if (query.isLoading) return <DashboardSkeleton label="Carregando os perfis" />;
  if (query.error || !query.data) {
    if (query.error?.status === 409) return <Alert tone="info">{query.error.message}</Alert>;
    return <DashboardError title="Não foi possível carregar os perfis." message={query.error?.message ?? ''} onRetry={query.retry} />;
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="titulo-janela" className={SECTION_CLASSES}>
        <h2 id="titulo-janela" className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
          Janela de alteração
        </h2>
        <WindowForm idPlano={idPlano} initial={query.data.janela} />
      </section>
      <section aria-labelledby="titulo-perfis" className={SECTION_CLASSES}>
        <h2 id="titulo-perfis" className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
          Perfis e composições
        </h2>
        <div className="space-y-4">
          {query.data.perfis.map((profile) => (
            <ProfileEditor
              key={profile.id}
              profile={profile}
              onSave={async (input) => {
                await atualizarPerfilInvestimento(profile.id, input);
                toast.success(`Perfil ${profile.nome} salvo.`);
              }}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

/** settings/investment-profile-management: the profiles' descriptions and compositions, and the change window. */
export function ProfileSettings() {
  return <ProfilePlanPicker>{(idPlano) => <PlanProfiles idPlano={idPlano} />}</ProfilePlanPicker>;
}
