import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

interface ConfirmStepProps {
  /** What is being confirmed, in a sentence or a summary list. */
  children: ReactNode;
  onConfirm: () => void;
  onBack: () => void;
  isSending: boolean;
  /** Blocks the confirmation until, e.g., a required acknowledgement is ticked. */
  canConfirm?: boolean;
  confirmLabel?: string;
  title?: string;
}

/**
 * The last step before a request is sent: what will be asked, 'Confirmar pedido' and 'Voltar e corrigir'. The heading
 * takes the focus when the step opens, so a keyboard or screen-reader user lands on what to confirm.
 */
export function ConfirmStep({ children, onConfirm, onBack, isSending, canConfirm = true, confirmLabel = 'Confirmar pedido', title = 'Confirme o pedido' }: ConfirmStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="confirmar-pedido" className="space-y-4 rounded-xl border border-gray-300 p-4 dark:border-gray-600">
      <h2 id="confirmar-pedido" ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      {children}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onConfirm} isLoading={isSending} disabled={!canConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={isSending}>
          Voltar e corrigir
        </Button>
      </div>
    </section>
  );
}
