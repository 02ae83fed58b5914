import { useDelayedFlag } from '@/hooks/useDelayedFlag';
import { Spinner } from './Spinner';

/** Spec §9: the text appears only after 3 s, so quick loads show just the spinner. */
const TEXT_DELAY_MS = 3000;

export function FullScreenLoader({ text = 'Carregando, aguarde um instante…' }: { text?: string }) {
  const isTextVisible = useDelayedFlag(TEXT_DELAY_MS);
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-gray-50 dark:bg-gray-950">
      <Spinner className="size-10 text-primary-strong" />
      <p className={isTextVisible ? 'text-base text-gray-700 dark:text-gray-300' : 'sr-only'}>{text}</p>
    </div>
  );
}
