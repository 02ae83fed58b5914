import { Modal } from '@/components/ui/Modal';
import { NewConversationForm } from './NewConversationForm';

interface NewConversationDialogProps {
  idPessoa: number;
  idPlano: number | null;
  onCreated: (idConversa: number) => void;
  onClose: () => void;
}

/** 'Nova conversa' in its dialog: drawn only while it is open (ChatScreen), so /chat's first load carries neither. */
export function NewConversationDialog({ idPessoa, idPlano, onCreated, onClose }: NewConversationDialogProps) {
  return (
    <Modal isOpen onClose={onClose} title="Nova conversa">
      <NewConversationForm idPessoa={idPessoa} idPlano={idPlano} onCreated={onCreated} onCancel={onClose} />
    </Modal>
  );
}
