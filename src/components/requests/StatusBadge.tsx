import { REQUEST_STATUS } from '@/domain/requests';
import type { RequestStatus } from '@/services/requests';

// The text always names the status; the colour only adds to it (ui.md: nothing only colour can reach).
const TONES: Record<number, string> = {
  [REQUEST_STATUS.RECEIVED]: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  [REQUEST_STATUS.IN_REVIEW]: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  [REQUEST_STATUS.PENDING_DOCUMENTS]: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  [REQUEST_STATUS.DONE]: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  [REQUEST_STATUS.REJECTED]: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};
const NEUTRAL = 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200';

export function StatusBadge({ status }: { status: Pick<RequestStatus, 'id' | 'nome'> }) {
  return <span className={`inline-flex rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap ${TONES[status.id] ?? NEUTRAL}`}>{status.nome}</span>;
}
