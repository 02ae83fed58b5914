import type { RequestStatus } from '@/services/requests-centre';

/** The status in words; closed ones look quieter, but the word always says it (never colour alone). */
export function StatusBadge({ status }: { status: Pick<RequestStatus, 'nome' | 'encerrado'> }) {
  const tone = status.encerrado
    ? 'bg-gray-100 text-gray-800 ring-gray-300 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-600'
    : 'bg-primary-soft text-primary-strong ring-primary/40';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ${tone}`}>{status.nome}</span>;
}
