import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';

interface StepActionsProps {
  onBack: (() => void) | null;
  isSaving: boolean;
  canProceed?: boolean;
  isLastStep: boolean;
}

/** Back (only where spec §4 allows it) and Next, which submits the step's form. */
export function StepActions({ onBack, isSaving, canProceed = true, isLastStep }: StepActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-6 sm:flex-row sm:justify-between dark:border-gray-800">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={isSaving} icon={<ArrowLeft aria-hidden="true" className="size-5" />}>
          Voltar
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      <Button type="submit" isLoading={isSaving} disabled={!canProceed} className="sm:min-w-40">
        {isLastStep ? 'Concluir' : 'Próximo'}
        {isSaving ? null : <ArrowRight aria-hidden="true" className="size-5" />}
      </Button>
    </div>
  );
}
