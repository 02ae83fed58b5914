import type { ReactNode, Ref } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';

type AlertTone = 'error' | 'success' | 'info';

const TONE_CLASSES: Record<AlertTone, string> = {
  error: 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
  success: 'border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100',
  info: 'border-sky-700 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100',
};

const TONE_ICONS = { error: CircleAlert, success: CircleCheck, info: Info };

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
  /** For a message that takes the focus (tabIndex -1), e.g. a refused sign-in. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}

/** Errors interrupt screen readers (role alert); other tones are announced politely. */
export function Alert({ tone = 'error', children, className = '', ref, tabIndex }: AlertProps) {
  const Icon = TONE_ICONS[tone];
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm ${TONE_CLASSES[tone]} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
