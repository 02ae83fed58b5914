import { CircleAlert } from 'lucide-react';
import { missingDependantFields, type DependantFields } from '@/domain/dependants';

/** Spec §5: a dependant missing any field is incomplete; said in words, with what is missing, not only in colour. */
export function IncompleteBadge({ dependant, className = '' }: { dependant: DependantFields; className?: string }) {
  const missing = missingDependantFields(dependant);
  return (
    <span className={`flex flex-col items-start gap-0.5 ${className}`}>
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-900 dark:text-amber-50">
        <CircleAlert aria-hidden="true" className="size-3.5" />
        Cadastro incompleto
      </span>
      <span className="text-xs text-gray-700 dark:text-gray-300">Falta: {missing.join(', ')}</span>
    </span>
  );
}
