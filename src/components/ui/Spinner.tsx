import { LoaderCircle } from 'lucide-react';

/** Decorative: whoever shows it also says what is loading (aria-busy, visible text or a label). */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}
