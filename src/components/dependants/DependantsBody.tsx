import { useState } from 'react';
import { Plus, Users } from 'lucide-react';
import type { DependantKind } from '@/domain/dependants';
import type { Dependente, ListaDependentes } from '@/services/dependants';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { lazyPart } from '@/components/ui/lazy-part';
import { DeleteDependantDialog } from './DeleteDependantDialog';
import { DependantsList } from './DependantsList';
import { SharesSummary } from './SharesSummary';

type Editing = { dependente: Dependente | null } | null;

// The form (react-hook-form, ~15 kB gzip with its fields) shows only in the dialog: its code is fetched when a button
// that opens it is pointed at or focused, so it is usually there by the click; otherwise the dialog shows a spinner.
const DependantForm = lazyPart(() => import('./DependantForm').then((module) => module.DependantForm), 'Carregando o formulário');

const INTRO: Record<DependantKind, string> = {
  'imposto-renda': 'Dependentes que você declara para deduzir do Imposto de Renda sobre o benefício.',
  previdencial: 'Quem recebe o benefício do plano se você faltar, e a participação de cada um.',
};

interface DependantsBodyProps {
  idPessoa: number;
  tipo: DependantKind;
  data: ListaDependentes;
  /** Fetches the list again, after a dependant was saved or removed. */
  onChanged: () => void;
}

/** The list of one kind of dependant, with the dialogs that add, edit and remove them. */
export function DependantsBody({ idPessoa, tipo, data, onChanged }: DependantsBodyProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Dependente | null>(null);

  const addButton = (
    <Button
      icon={<Plus aria-hidden="true" className="size-5" />}
      onClick={() => setEditing({ dependente: null })}
      onPointerEnter={DependantForm.preload}
      onFocus={DependantForm.preload}
    >
      Adicionar beneficiário
    </Button>
  );

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose text-gray-700 dark:text-gray-300">{INTRO[tipo]}</p>
        {data.dependentes.length > 0 ? addButton : null}
      </div>
      {tipo === 'previdencial' && data.dependentes.length > 0 ? <SharesSummary total={data.somaPercentuais} remaining={data.percentualRestante} isComplete={data.somaCompleta} /> : null}
      {data.dependentes.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
          <Users aria-hidden="true" className="size-10 text-gray-600 dark:text-gray-400" />
          <p className="text-gray-900 dark:text-gray-100">Você ainda não cadastrou nenhum beneficiário.</p>
          {addButton}
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
