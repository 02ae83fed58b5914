import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { nextStep, ONBOARDING_STEP, previousStep, stepFromQuery } from '@/domain/onboarding';
import { useAuth } from '@/contexts/AuthContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import { usePlanLinks } from '@/hooks/usePlanLinks';
import { enviarDadosOnboarding, retornarDadosOnboarding, retornarOnboarding, type OnboardingAnswers } from '@/services/onboarding';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { lazyPart, type LazyPart } from '@/components/ui/lazy-part';
import { OnboardingProgress } from './OnboardingProgress';
import { OnboardingSkeleton } from './OnboardingSkeleton';
import { CompletedStep, StartStep } from './StartStep';
import { STEP_TITLES } from './step-titles';
import type { StepProps } from './step-types';

const LOADING_STEP = 'Carregando a etapa';

// One step is shown at a time, so each step's code (its form, react-hook-form, decimal.js, the CEP lookup…) is
// fetched when the step is reached; the flow fetches the requested step's code while it waits for the plan's
// description, and the steps next to the shown one while the person fills it in.
const STEP_COMPONENTS: Partial<Record<number, LazyPart<StepProps>>> = {
  [ONBOARDING_STEP.PASSWORD]: lazyPart(() => import('./PasswordStep').then((module) => module.PasswordStep), LOADING_STEP),
  [ONBOARDING_STEP.POLITICALLY_EXPOSED]: lazyPart(() => import('./PoliticallyExposedStep').then((module) => module.PoliticallyExposedStep), LOADING_STEP),
  [ONBOARDING_STEP.INCOME_RANGE]: lazyPart(() => import('./IncomeRangeStep').then((module) => module.IncomeRangeStep), LOADING_STEP),
  [ONBOARDING_STEP.ADDRESS]: lazyPart(() => import('./AddressStep').then((module) => module.AddressStep), LOADING_STEP),
  [ONBOARDING_STEP.CONTRIBUTION_VALUE]: lazyPart(() => import('./ContributionValueStep').then((module) => module.ContributionValueStep), LOADING_STEP),
  [ONBOARDING_STEP.CONTRIBUTION_PERCENTAGES]: lazyPart(
    () => import('./ContributionPercentagesStep').then((module) => module.ContributionPercentagesStep),
    LOADING_STEP,
  ),
  [ONBOARDING_STEP.INVESTMENT_PROFILE]: lazyPart(() => import('./InvestmentProfileStep').then((module) => module.InvestmentProfileStep), LOADING_STEP),
};

function preloadStep(step: number | null) {
  if (step !== null) STEP_COMPONENTS[step]?.preload();
}

/** The step `?idStep=` asks for, before the plan's description says whether it applies. */
function requestedStepId(idStep: string | string[] | undefined): number | null {
  const raw = Array.isArray(idStep) ? idStep[0] : idStep;
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * The onboarding of spec §4 for the person's first plan link: the step comes from `?idStep=` and is kept there. Without
 * it (a new sign-in lands on /onboarding) the onboarding resumes at the first step not saved, every saved answer
 * filled in.
 */
export function OnboardingFlow() {
  const router = useRouter();
  const { isLoaded, isSignedIn, isAdmin, pessoa, onboarding, completeOnboarding } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // /onboarding is reachable without the proxy's check (spec §2.4), so the session is checked here.
  useEffect(() => {
    if (!isLoaded) return;
    if (!isSignedIn) void router.replace('/login');
    else if (isAdmin) void router.replace('/');
  }, [isLoaded, isSignedIn, isAdmin, router]);

  const idPessoa = isSignedIn && pessoa && !isAdmin ? pessoa.id : null;
  const links = usePlanLinks(idPessoa);
  const idPlano = links.data?.[0]?.plano.id ?? null;
  const fetchDescription = useCallback(() => retornarOnboarding(idPessoa as number, idPlano as number), [idPessoa, idPlano]);
  const description = useApiQuery(idPessoa !== null && idPlano !== null ? fetchDescription : null);
  const fetchSaved = useCallback(() => retornarDadosOnboarding(idPessoa as number, idPlano as number), [idPessoa, idPlano]);
  const saved = useApiQuery(idPessoa !== null && idPlano !== null ? fetchSaved : null);
  // What this visit saves joins what the server had, so Back shows it without asking the server again.
  const [savedThisVisit, setSavedThisVisit] = useState<{ steps: number[]; answers: OnboardingAnswers }>({ steps: [], answers: {} });
  const savedSteps = useMemo(() => (saved.data ? [...new Set([...saved.data.etapasSalvas, ...savedThisVisit.steps])] : null), [saved.data, savedThisVisit.steps]);
  const answers = useMemo<OnboardingAnswers>(() => ({ ...saved.data?.respostas, ...savedThisVisit.answers }), [saved.data, savedThisVisit.answers]);

  // The asked step's code arrives in parallel with the session, the plan links and the description.
  const askedStep = router.isReady ? requestedStepId(router.query.idStep) : null;
  useEffect(() => preloadStep(askedStep), [askedStep]);

  // Once a step (or the start screen) shows, the steps Next and Back lead to are fetched while it is filled in.
  const steps = description.data?.etapas;
  const isDone = onboarding === 'N' || description.data?.onboarding === 'N';
  const step = !steps || !savedSteps || !router.isReady ? null : isDone ? ONBOARDING_STEP.END : stepFromQuery(steps, router.query.idStep, savedSteps);
  useEffect(() => {
    if (!steps || step === null || step === ONBOARDING_STEP.END) return;
    preloadStep(nextStep(steps, step));
    preloadStep(previousStep(steps, step, savedSteps ?? []));
  }, [steps, step, savedSteps]);

  // Resumed (no ?idStep=, or one that is not shown again): the address names the step on screen, as Next keeps it.
  const askedIdStep = router.isReady ? router.query.idStep : undefined;
  useEffect(() => {
    if (step === null || step < ONBOARDING_STEP.PASSWORD) return;
    if ((Array.isArray(askedIdStep) ? askedIdStep[0] : askedIdStep) === String(step)) return;
    void router.replace({ pathname: '/onboarding', query: { idStep: String(step) } }, undefined, { shallow: true });
  }, [step, askedIdStep, router]);

  const goTo = useCallback(
    (step: number) => {
      void router.replace({ pathname: '/onboarding', query: { idStep: String(step) } }, undefined, { shallow: true });
      // Keyboard and screen-reader users land on the new step's title, not on a button that vanished.
      window.requestAnimationFrame(() => headingRef.current?.focus());
    },
    [router],
  );

  const error = links.error ?? description.error ?? saved.error;
  if (error) {
    return (
      <Alert>
        <p>{error.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={links.error ? links.retry : description.error ? description.retry : saved.retry}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  if (links.data && links.data.length === 0) return <Alert>Nenhum plano ativo foi encontrado para você. Fale com o fundo.</Alert>;
  if (!router.isReady || !pessoa || idPlano === null || !description.data || !steps || !savedSteps || step === null) return <OnboardingSkeleton />;

  const data = description.data;
  const StepComponent = STEP_COMPONENTS[step];

  const onSave = async (metadata: Record<string, unknown>, shownAgain?: Record<string, unknown>) => {
    const answer = await enviarDadosOnboarding({ idPessoa: pessoa.id, idPlano, idStep: step, metadata });
    // The password is never kept on the page: its step is only marked as saved.
    setSavedThisVisit((current) => ({
      steps: [...current.steps, step],
      answers: step === ONBOARDING_STEP.PASSWORD ? current.answers : ({ ...current.answers, [step]: shownAgain ?? metadata } as OnboardingAnswers),
    }));
    if (answer.onboarding === 'N') {
      // Spec §4: after the last step the flag becomes 'N' and the person goes to step 0, the closing screen.
      completeOnboarding();
      goTo(ONBOARDING_STEP.START);
    } else {
      goTo(answer.proximaEtapa);
    }
  };

  const onFinish = () => {
    completeOnboarding();
    void router.replace('/');
  };

  const back = previousStep(steps, step, savedSteps);
  const firstName = pessoa.nome.trim().split(/\s+/)[0];

  return (
    <>
      {StepComponent ? <OnboardingProgress steps={steps} currentStep={step} /> : null}
      <h1 ref={headingRef} tabIndex={-1} className="mb-6 text-2xl font-bold text-gray-900 outline-none dark:text-white">
        {STEP_TITLES[step]}
      </h1>
      {StepComponent ? (
        <StepComponent
          key={step}
          description={data}
          idPessoa={pessoa.id}
          idPlano={idPlano}
          answers={answers}
          onSave={onSave}
          onBack={back === null ? null : () => goTo(back)}
          isLastStep={nextStep(steps, step) === ONBOARDING_STEP.END}
        />
      ) : isDone ? (
        <CompletedStep onFinish={onFinish} />
      ) : (
        <StartStep steps={steps} firstName={firstName} onStart={() => goTo(nextStep(steps, ONBOARDING_STEP.START))} />
      )}
    </>
  );
}
