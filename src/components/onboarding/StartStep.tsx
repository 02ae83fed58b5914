import { ArrowRight, CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { STEP_TITLES } from './step-titles';

/** Step 0 before the onboarding: what comes next and a button to begin. */
export function StartStep({ steps, firstName, onStart }: { steps: number[]; firstName: string; onStart: () => void }) {
  const titled = steps.filter((step) => step >= 1);
  return (
    <div className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">
        Olá, {firstName}! Antes de usar o portal, precisamos completar o seu cadastro no plano. São {titled.length} etapas rápidas:
      </p>
      <ol className="list-decimal space-y-1 pl-6 text-gray-900 dark:text-gray-100">
        {titled.map((step) => (
          <li key={step}>{STEP_TITLES[step]}</li>
        ))}
      </ol>
      <Button onClick={onStart} className="w-full sm:w-auto">
        Começar
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

/** Step 0 after the last step (spec §4): the onboarding is done and the portal is open. */
export function CompletedStep({ onFinish }: { onFinish: () => void }) {
  return (
    <div className="space-y-6">
      <div className="flex items-start gap-3 rounded-lg bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <p>Tudo certo! Seus dados foram salvos e o seu cadastro está completo. A partir de agora, entre no portal com a nova senha.</p>
      </div>
      <Button onClick={onFinish} className="w-full sm:w-auto">
        Ir para o início do portal
      </Button>
    </div>
  );
}
