import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Plus, Undo2 } from 'lucide-react';
import { isDependantComplete, type DependantKind } from '@/domain/dependants';
import type { Dependente, DependenteCampos } from '@/services/dependants';
import type { Recadastramento, RespostaRecadastramento } from '@/services/reregistration';
import { DependantsList } from '@/components/dependants/DependantsList';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { lazyPart } from '@/components/ui/lazy-part';

// The profile's own form (react-hook-form + the same yup rules), fetched when a button that opens it is pointed at.
const DependantForm = lazyPart(() => import('@/components/dependants/DependantForm').then((module) => module.DependantForm), 'Carregando o formulário');

/** A dependant as the answer will leave it: as it is, edited, or new (not saved until the answer is sent). */
export interface DependantDraft {
  /** Existing dependants keep their id; new ones get a negative key of their own. */
  id: number;
  tipo: DependantKind;
  campos: DependenteCampos;
  estado: 'atual' | 'alterado' | 'novo';
}

export interface DependantsState {
  drafts: DependantDraft[];
  removed: DependantDraft[];
}

export function initialDependants(item: Recadastramento): DependantsState {
  return {
    drafts: item.dependentes.map((row) => ({
      id: row.id,
      tipo: row.tipo,
      campos: { nome: row.nome, cpf: row.cpf, data_nascimento: row.data_nascimento, parentesco: row.parentesco, finalidade: row.finalidade, percentual: row.percentual },
      estado: 'atual' as const,
    })),
    removed: [],
  };
}

/** The dependants' part of the answer: what is added, edited and removed (nothing when nothing changed). */
export function dependantChanges(state: DependantsState): RespostaRecadastramento['dependentes'] | undefined {
  const incluir = state.drafts.filter((draft) => draft.estado === 'novo').map((draft) => ({ tipo: draft.tipo, ...draft.campos }));
  const alterar = state.drafts.filter((draft) => draft.estado === 'alterado').map((draft) => ({ id: draft.id, ...draft.campos }));
  const excluir = state.removed.map((draft) => draft.id);
  if (incluir.length + alterar.length + excluir.length === 0) return undefined;
  return { ...(incluir.length ? { incluir } : {}), ...(alterar.length ? { alterar } : {}), ...(excluir.length ? { excluir } : {}) };
}

const KINDS: Array<{ tipo: DependantKind; title: string; add: string; empty: string }> = [
  { tipo: 'previdencial', title: 'Beneficiários previdenciais', add: 'Adicionar beneficiário previdencial', empty: 'Nenhum beneficiário previdencial.' },
  { tipo: 'imposto-renda', title: 'Dependentes de IR', add: 'Adicionar dependente de IR', empty: 'Nenhum dependente de IR.' },
];

const STATUS: Record<DependantDraft['estado'], string | null> = { atual: null, alterado: 'Alterado: será atualizado ao enviar', novo: 'Novo: será incluído ao enviar' };

const toDependente = (draft: DependantDraft): Dependente => ({ id: draft.id, tipo: draft.tipo, ...draft.campos, completo: isDependantComplete({ ...draft.campos, tipo: draft.tipo }) });

type Editing = { tipo: DependantKind; draft: DependantDraft | null } | null;

/**
 * Re-registration: the person's dependants and pension beneficiaries, added, edited and removed with the profile's
 * own list and form. Nothing is saved here: the changes go with the answer and are applied in its transaction.
 */
export function DependantsEditor({ idPessoa, value, onChange, error }: { idPessoa: number; value: DependantsState; onChange: (next: DependantsState) => void; error?: string }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [nextId, setNextId] = useState(-1);
  // document.body once mounted (the page is prerendered without it).
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once after mounting: the prerender has no document
    setPortalTarget(document.body);
  }, []);

  function save(campos: DependenteCampos) {
    if (!editing) return;
    const { draft, tipo } = editing;
    if (draft === null) {
      onChange({ ...value, drafts: [...value.drafts, { id: nextId, tipo, campos, estado: 'novo' }] });
      setNextId((id) => id - 1);
    } else {
      onChange({ ...value, drafts: value.drafts.map((item) => (item.id === draft.id ? { ...item, campos, estado: item.estado === 'novo' ? 'novo' : 'alterado' } : item)) });
    }
    setEditing(null);
  }

  function remove(dependente: Dependente) {
    const draft = value.drafts.find((item) => item.id === dependente.id);
    if (!draft) return;
    const drafts = value.drafts.filter((item) => item.id !== dependente.id);
    // A new one simply goes; an existing one is listed to be removed, and can be brought back.
    onChange({ drafts, removed: draft.estado === 'novo' ? value.removed : [...value.removed, draft] });
  }

  function undoRemoval(draft: DependantDraft) {
    onChange({ drafts: [...value.drafts, draft], removed: value.removed.filter((item) => item.id !== draft.id) });
  }

  return (
    <div className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">Inclua, corrija ou exclua quem mudou. As alterações são gravadas quando você enviar o recadastramento.</p>
      {KINDS.map(({ tipo, title, add, empty }) => {
        const rows = value.drafts.filter((draft) => draft.tipo === tipo).map(toDependente);
        return (
          <div key={tipo} className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-semibold text-gray-900 dark:text-white">{title}</h3>
              <Button variant="secondary" size="sm" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({ tipo, draft: null })} onPointerEnter={DependantForm.preload} onFocus={DependantForm.preload}>
                {add}
              </Button>
            </div>
            {rows.length === 0 ? (
              <p className="text-sm text-gray-700 dark:text-gray-300">{empty}</p>
            ) : (
              <DependantsList
                dependentes={rows}
                layout="cards"
                onEdit={(dependente) => setEditing({ tipo, draft: value.drafts.find((item) => item.id === dependente.id) ?? null })}
                onEditIntent={DependantForm.preload}
                onRemove={remove}
                statusOf={(dependente) => STATUS[value.drafts.find((item) => item.id === dependente.id)?.estado ?? 'atual']}
              />
            )}
          </div>
        );
      })}
      {value.removed.length > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold text-gray-900 dark:text-white">Serão excluídos ao enviar</h3>
          <ul className="space-y-2">
            {value.removed.map((draft) => (
              <li key={draft.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 p-3 dark:border-gray-700">
                <span className="text-gray-900 line-through dark:text-gray-100">{draft.campos.nome}</span>
                <Button variant="ghost" size="sm" icon={<Undo2 aria-hidden="true" className="size-4" />} aria-label={`Desfazer a exclusão de ${draft.campos.nome}`} onClick={() => undoRemoval(draft)}>
                  Desfazer
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      ) : null}
      {/* The dialog's form is not inside the answer's form: not in the page's DOM (a portal), and its submit event stops
          here instead of bubbling through React to the answer's onSubmit. */}
      {portalTarget
        ? createPortal(
            <div onSubmit={(event) => event.stopPropagation()}>
      <Modal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.draft ? `Editar ${editing.draft.campos.nome}` : editing?.tipo === 'imposto-renda' ? 'Adicionar dependente de IR' : 'Adicionar beneficiário previdencial'}
        size="lg"
      >
        {editing ? (
          <DependantForm
            idPessoa={idPessoa}
            tipo={editing.tipo}
            dependente={editing.draft ? { id: editing.draft.id, ...editing.draft.campos } : null}
            onDraft={save}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
            </div>,
            portalTarget,
          )
        : null}
    </div>
  );
}
