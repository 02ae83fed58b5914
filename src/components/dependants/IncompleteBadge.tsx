import { CircleAlert } from 'lucide-react';

/** Spec §5: a dependant missing any field is incomplete; said in words, not only in colour. */
export function IncompleteBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-50 ${className}`}
    >
      <CircleAlert aria-hidden="true" className="size-3.5" />
      Cadastro incompleto
    </span>
  );
}
