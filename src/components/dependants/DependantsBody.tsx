import { useState } from 'react';
import { Users } from 'lucide-react';
import type { DependantKind } from '@/domain/dependants';
import type { Dependente, ListaDependentes } from '@/services/dependants';
import { Modal } from '@/components/ui/Modal';
import { AddDependantButton, DependantForm } from './AddDependantButton';
import { DeleteDependantDialog } from './DeleteDependantDialog';
import { DependantsList } from './DependantsList';
import { SharesSummary } from './SharesSummary';

/** The dialog's subject: a new dependant (null) or one to edit; null when it is closed. */
export type Editing = { dependente: Dependente | null } | null;

interface DependantsBodyProps {
  idPessoa: number;
  tipo: DependantKind;
  data: ListaDependentes;
  /** Fetches the list again, after a dependant was saved or removed. */
  onChanged: () => void;
  /** Held by DependantsView, whose 'Adicionar beneficiário' beside the intro opens the same dialog. */
  editing: Editing;
  onEditingChange: (editing: Editing) => void;
}

/** The list of one kind of dependant, with the dialogs that add, edit and remove them. */
export function DependantsBody({ idPessoa, tipo, data, onChanged, editing, onEditingChange: setEditing }: DependantsBodyProps) {
  const [removing, setRemoving] = useState<Dependente | null>(null);

  return (
    <>
      {tipo === 'previdencial' && data.dependentes.length > 0 ? <SharesSummary total={data.somaPercentuais} remaining={data.percentualRestante} isComplete={data.somaCompleta} /> : null}
      {data.dependentes.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
          <Users aria-hidden="true" className="size-10 text-gray-600 dark:text-gray-400" />
          <p className="text-gray-900 dark:text-gray-100">Você ainda não cadastrou nenhum beneficiário.</p>
          <AddDependantButton onClick={() => setEditing({ dependente: null })} />
        </div>
      ) : (
        <DependantsList dependentes={data.dependentes} onEdit={(dependente) => setEditing({ dependente })} onEditIntent={DependantForm.preload} onRemove={setRemoving} />
      )}
      <Modal isOpen={editing !== null} onClose={() => setEditing(null)} title={editing?.dependente ? 'Editar beneficiário' : 'Adicionar beneficiário'} size="lg">
        {editing ? (
          <DependantForm
            idPessoa={idPessoa}
            tipo={tipo}
            dependente={editing.dependente}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              onChanged();
            }}
          />
        ) : null}
      </Modal>
      <DeleteDependantDialog
        dependente={removing}
        onCancel={() => setRemoving(null)}
        onDeleted={() => {
          setRemoving(null);
          onChanged();
        }}
      />
    </>
  );
}
