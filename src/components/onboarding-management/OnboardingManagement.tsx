import { useCallback, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { RecipientSearch } from '@/components/notifications/centre/RecipientSearch';
import { STEP_TITLES } from '@/components/onboarding/step-titles';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { Select } from '@/components/ui/Select';
import { toast } from '@/components/ui/toast';
import { ONBOARDING_PATHS, ONBOARDING_STEP } from '@/domain/onboarding';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarConfiguracaoOnboarding, reiniciarOnboarding, retornarConfiguracaoOnboarding, retornarOnboardingPessoa, type PlanoOnboarding } from '@/services/themes';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
const people = (count: number) => (count === 1 ? '1 pessoa' : `${count} pessoas`);

/** settings/onboarding-management: the steps of each plan's onboarding, and resetting a person's onboarding. */
export function OnboardingManagement() {
  const fetchPlans = useCallback(() => retornarConfiguracaoOnboarding(), []);
  const plans = useApiQuery(fetchPlans);
  return (
    <div className="space-y-10">
      <section aria-labelledby="titulo-etapas-planos" className="space-y-4">
        <h2 id="titulo-etapas-planos" className="text-xl font-semibold">
          Etapas por plano
        </h2>
        <p className="max-w-prose text-gray-700 dark:text-gray-300">
          Toda pessoa cria a sua senha, responde se é pessoa politicamente exposta e confirma o endereço. O plano decide como a contribuição é informada; a
          etapa do perfil de investimento entra quando o plano tem perfis (em Perfis de investimento).
        </p>
        {plans.isLoading ? <DashboardSkeleton label="Carregando as etapas dos planos" /> : null}
        {plans.error ? <DashboardError title="Não foi possível carregar as etapas dos planos." message={plans.error.message} onRetry={plans.retry} /> : null}
        {plans.data && plans.data.length === 0 ? <p className="text-gray-700 dark:text-gray-300">Nenhum plano cadastrado.</p> : null}
        {plans.data?.map((plan) => <PlanSteps key={plan.idPlano} plan={plan} />)}
      </section>
      <PersonReset onReset={plans.retry} />
    </div>
  );
}

function PlanSteps({ plan: initial }: { plan: PlanoOnboarding }) {
  const [plan, setPlan] = useState(initial);
  const [path, setPath] = useState(String(initial.onboarding_plano));
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `titulo-plano-onboarding-${plan.idPlano}`;

  async function save() {
    setIsSaving(true);
    setError(null);
    try {
      const saved = await atualizarConfiguracaoOnboarding(plan.idPlano, Number(path));
      setPlan(saved);
      setPath(String(saved.onboarding_plano));
      toast.success(`Etapas do plano ${saved.plano} salvas.`);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <article aria-labelledby={headingId} className={SECTION_CLASSES}>
      <h3 id={headingId} className="mb-3 text-lg font-semibold">
        {plan.plano}
      </h3>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <p className="mb-2 text-sm font-semibold">Etapas, nesta ordem</p>
          <ol className="list-decimal space-y-1 pl-6 text-gray-800 dark:text-gray-200">
            {plan.etapas.map((step) => (
              <li key={step}>{STEP_TITLES[step]}</li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
            {plan.perfil_investimento === 'S'
              ? 'Perfil de investimento: incluída, o plano tem perfis de investimento.'
              : 'Perfil de investimento: não se aplica, o plano não tem perfis de investimento.'}
          </p>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">Primeiro acesso pendente: {people(plan.pendentes)}.</p>
        </div>
        <div className="space-y-4">
          <RadioSelect
            legend={`Contribuição no primeiro acesso (${plan.plano})`}
            hint="Vale para quem tiver o primeiro acesso reiniciado neste plano a partir de agora."
            options={ONBOARDING_PATHS.map((item) => ({
              value: String(item.id),
              label: item.nome,
              description:
                item.id === 5
                  ? `Etapas: ${STEP_TITLES[ONBOARDING_STEP.INCOME_RANGE]} e ${STEP_TITLES[ONBOARDING_STEP.CONTRIBUTION_VALUE]}.`
                  : `Etapa: ${STEP_TITLES[ONBOARDING_STEP.CONTRIBUTION_PERCENTAGES]}, calculados sobre o salário cadastrado.`,
            }))}
            value={path}
            onChange={setPath}
            disabled={isSaving}
          />
          {error ? <Alert>{error}</Alert> : null}
          <Button onClick={() => void save()} isLoading={isSaving} disabled={path === String(plan.onboarding_plano)}>
            Salvar etapas de {plan.plano}
          </Button>
        </div>
      </div>
    </article>
  );
}

interface Person {
  id: number;
  nome: string;
}

function PersonReset({ onReset }: { onReset: () => void }) {
  const [person, setPerson] = useState<Person | null>(null);
  const [idPlano, setIdPlano] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const fetchStatus = useCallback(() => retornarOnboardingPessoa(person!.id), [person]);
  const status = useApiQuery(person ? fetchStatus : null);

  function onChoose(chosen: Person | null) {
    setPerson(chosen);
    setIdPlano(null);
    setOutcome(null);
  }

  const links = status.data?.vinculos ?? [];
  const chosenPlan = idPlano ?? (links[0] ? String(links[0].idPlano) : null);

  async function onConfirm() {
    if (!person || !chosenPlan) return;
    setIsSending(true);
    try {
      const result = await reiniciarOnboarding(person.id, Number(chosenPlan));
      setOutcome({ tone: 'success', message: result.message });
      toast.success('Primeiro acesso reiniciado.');
      status.retry();
      onReset();
    } catch (error) {
      setOutcome({ tone: 'error', message: messageOf(error) });
    } finally {
      setIsSending(false);
      setIsConfirming(false);
    }
  }

  return (
    <section aria-labelledby="titulo-reiniciar-onboarding" className={SECTION_CLASSES}>
      <h2 id="titulo-reiniciar-onboarding" className="mb-4 text-xl font-semibold">
        Reiniciar o primeiro acesso de uma pessoa
      </h2>
      <div className="space-y-5">
        <RecipientSearch value={person} onChange={onChoose} label="Pessoa (nome ou CPF)" chosenPrefix="Pessoa:" />
        {person && status.isLoading ? <p role="status">Carregando a situação do primeiro acesso…</p> : null}
        {person && status.error ? <DashboardError title="Não foi possível carregar a situação da pessoa." message={status.error.message} onRetry={status.retry} /> : null}
        {person && status.data ? (
          <div className="space-y-4">
            <p className="text-gray-800 dark:text-gray-200" data-testid="situacao-onboarding">
              {status.data.onboarding === 'N'
                ? `${status.data.nome} já concluiu o primeiro acesso.`
                : `O primeiro acesso de ${status.data.nome} está pendente (${status.data.etapasConcluidas.length} ${status.data.etapasConcluidas.length === 1 ? 'etapa salva' : 'etapas salvas'}).`}
            </p>
            {links.length === 0 ? (
              <p className="text-gray-700 dark:text-gray-300">A pessoa não tem vínculo com nenhum plano: não há primeiro acesso a reiniciar.</p>
            ) : (
              <>
                {links.length > 1 ? (
                  <Select
                    label="Plano do primeiro acesso"
                    hint="As etapas seguem a configuração deste plano."
                    className="sm:max-w-sm"
                    value={chosenPlan ?? ''}
                    onChange={setIdPlano}
                    options={links.map((link) => ({ value: String(link.idPlano), label: `${link.plano} (matrícula ${link.matricula})` }))}
                  />
                ) : (
                  <p className="text-gray-700 dark:text-gray-300">Plano: {links[0].plano} (matrícula {links[0].matricula}).</p>
                )}
                <Button icon={<RotateCcw aria-hidden="true" className="size-4" />} onClick={() => setIsConfirming(true)} disabled={isSending}>
                  Reiniciar primeiro acesso
                </Button>
              </>
            )}
          </div>
        ) : null}
        {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      </div>
      <ConfirmDialog isOpen={isConfirming} title="Reiniciar o primeiro acesso?" confirmLabel="Confirmar" onConfirm={() => void onConfirm()} onCancel={() => setIsConfirming(false)} isBusy={isSending} autoFocus="confirmar">
        <p>
          Na próxima vez que entrar no portal, {person?.nome} passará de novo por todas as etapas do primeiro acesso, começando pela criação de uma nova
          senha. Os dados já cadastrados não são apagados.
        </p>
      </ConfirmDialog>
    </section>
  );
}
