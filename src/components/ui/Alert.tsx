import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';

type AlertTone = 'error' | 'success' | 'info';

const TONE_CLASSES: Record<AlertTone, string> = {
  error: 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
  success: 'border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100',
  info: 'border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100',
};

const TONE_ICONS = { error: CircleAlert, success: CircleCheck, info: Info };

/** Errors interrupt screen readers (role alert); other tones are announced politely. */
export function Alert({ tone = 'error', children, className = '' }: { tone?: AlertTone; children: ReactNode; className?: string }) {
  const Icon = TONE_ICONS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm ${TONE_CLASSES[tone]} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
