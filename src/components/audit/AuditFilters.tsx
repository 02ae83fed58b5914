import { useId, useState, type FormEvent } from 'react';
import { RecipientSearch } from '@/components/notifications/centre/RecipientSearch';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { INPUT_CLASSES } from '@/components/ui/TextField';
import { auditActionOptions } from '@/domain/audit-log';
import type { FiltroAuditoria } from '@/services/audit';

const FIELD_CLASSES = `${INPUT_CLASSES} border-gray-500`;
const LABEL_CLASSES = 'mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100';
const ACTION_OPTIONS = auditActionOptions();
export const PERIOD_MESSAGE = 'A data final deve ser igual ou posterior à inicial.';

export interface AppliedAuditFilter extends FiltroAuditoria {
  /** The chosen person's name, to show what the list is filtered by. */
  nomePessoa?: string;
}

/** Who (acted or was acted for), which action, which days: applied together with "Filtrar", back to page 1. */
export function AuditFilters({ initial, isLoading, onApply }: { initial: AppliedAuditFilter; isLoading: boolean; onApply: (filter: AppliedAuditFilter) => void }) {
  const id = useId();
  const [person, setPerson] = useState<{ id: number; nome: string } | null>(initial.idPessoa ? { id: initial.idPessoa, nome: initial.nomePessoa ?? '' } : null);
  const [acao, setAcao] = useState(initial.acao ?? '');
  const [de, setDe] = useState(initial.de ?? '');
  const [ate, setAte] = useState(initial.ate ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (de && ate && de > ate) return setProblem(PERIOD_MESSAGE);
    setProblem(null);
    onApply({ idPessoa: person?.id, nomePessoa: person?.nome, acao: acao || undefined, de: de || undefined, ate: ate || undefined });
  }

  function onClear() {
    setPerson(null);
    setAcao('');
    setDe('');
    setAte('');
    setProblem(null);
    onApply({});
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Filtrar a auditoria" className="space-y-4">
      <RecipientSearch value={person} onChange={setPerson} label="Pessoa (nome ou CPF)" chosenPrefix="Pessoa:" />
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-acao`} className={LABEL_CLASSES}>
            Ação
          </label>
          <select id={`${id}-acao`} value={acao} onChange={(event) => setAcao(event.target.value)} className={FIELD_CLASSES}>
            <option value="">Todas</option>
            {ACTION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-de`} className={LABEL_CLASSES}>
            De
          </label>
          <input id={`${id}-de`} type="date" value={de} onChange={(event) => setDe(event.target.value)} className={FIELD_CLASSES} />
        </div>
        <div>
          <label htmlFor={`${id}-ate`} className={LABEL_CLASSES}>
            Até
          </label>
          <input id={`${id}-ate`} type="date" value={ate} onChange={(event) => setAte(event.target.value)} className={FIELD_CLASSES} />
        </div>
      </div>
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isLoading}>
          Filtrar
        </Button>
        <Button variant="secondary" onClick={onClear} disabled={isLoading}>
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}
