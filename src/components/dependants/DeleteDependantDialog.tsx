import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { excluirDependente, type Dependente } from '@/services/dependants';
import { Alert } from '@/components/ui/Alert';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

interface DeleteDependantDialogProps {
  dependente: Dependente | null;
  onDeleted: () => void;
  onCancel: () => void;
}

export function DeleteDependantDialog({ dependente, onDeleted, onCancel }: DeleteDependantDialogProps) {
  const [isDeleting, setIsDeleting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const onConfirm = async () => {
    if (!dependente) return;
    setIsDeleting(true);
    setErrorMessage(null);
    try {
      await excluirDependente(dependente.id);
      toast.success('Beneficiário excluído.');
      onDeleted();
    } catch (error) {
      setErrorMessage(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsDeleting(false);
    }
  };

  const onClose = () => {
    setErrorMessage(null);
    onCancel();
  };

  return (
    <ConfirmDialog isOpen={dependente !== null} title="Excluir beneficiário" confirmLabel="Excluir" onConfirm={() => void onConfirm()} onCancel={onClose} isBusy={isDeleting} autoFocus="cancelar">
      {errorMessage ? <Alert className="mb-4">{errorMessage}</Alert> : null}
      <p>
        Deseja excluir <strong>{dependente?.nome}</strong>? Esta ação não pode ser desfeita.
      </p>
    </ConfirmDialog>
  );
}
