import { progressPercent } from '@/domain/onboarding';

/** 'Etapa n de N' and a bar (spec §4: position / number of steps with id ≥ 1). */
export function OnboardingProgress({ steps, currentStep }: { steps: number[]; currentStep: number }) {
  const counted = steps.filter((step) => step >= 1);
  const position = counted.indexOf(currentStep) + 1;
  const percent = progressPercent(steps, currentStep);
  return (
    <div className="mb-5">
      <p className="mb-2 text-sm font-semibold text-primary-strong">
        Etapa {position} de {counted.length}
      </p>
      <div
        role="progressbar"
        aria-label="Progresso do cadastro"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
