import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, as the dialog's heading and accessible name ("Excluir notícia"). */
  title: string;
  /** The confirming button's words ("Excluir", "Confirmar"). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: the confirming button spins, and neither button nor Escape closes the dialog. */
  isBusy: boolean;
  /** Which button has the focus when it opens: 'cancelar' where a slip of Enter would destroy something. */
  autoFocus?: 'confirmar' | 'cancelar';
  children: ReactNode;
}

/** A question before an action that cannot be undone: what will happen, 'Cancelar' and the action. */
export function ConfirmDialog({ isOpen, title, confirmLabel, onConfirm, onCancel, isBusy, autoFocus, children }: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={isBusy ? undefined : onCancel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isBusy} data-autofocus={autoFocus === 'cancelar' ? true : undefined}>
            Cancelar
          </Button>
          <Button onClick={onConfirm} isLoading={isBusy} data-autofocus={autoFocus === 'confirmar' ? true : undefined}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
