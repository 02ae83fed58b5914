import { useState, type FormEvent } from 'react';
import { Filter } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import type { RequestFilters } from '@/services/requests';

interface Draft {
  idFuncionalidade: string | null;
  idStatus: string | null;
  dataSolicitacaoInicio: string;
  dataSolicitacaoFinal: string;
}

const EMPTY_DRAFT: Draft = { idFuncionalidade: null, idStatus: null, dataSolicitacaoInicio: '', dataSolicitacaoFinal: '' };

function toFilters(draft: Draft): RequestFilters {
  return {
    idFuncionalidade: draft.idFuncionalidade === null ? undefined : Number(draft.idFuncionalidade),
    idStatus: draft.idStatus === null ? undefined : Number(draft.idStatus),
    dataSolicitacaoInicio: draft.dataSolicitacaoInicio || undefined,
    dataSolicitacaoFinal: draft.dataSolicitacaoFinal || undefined,
  };
}

type Choice = { id: number; nome: string };

const toOptions = (items: Choice[] | undefined) => (items ?? []).map((item) => ({ value: String(item.id), label: item.nome }));

interface RequestFiltersFormProps {
  /** The services and statuses to choose from (useRequestFilterChoices), empty until they arrive. */
  functionalities: Choice[] | undefined;
  statuses: Choice[] | undefined;
  onApply: (filters: RequestFilters) => void;
  isBusy: boolean;
}

/** Service, status and period of the request list; the choices apply when the person presses Filtrar. */
export function RequestFiltersForm({ functionalities, statuses, onApply, isBusy }: RequestFiltersFormProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);

  const update = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  function onSubmitFilters(event: FormEvent) {
    event.preventDefault();
    onApply(toFilters(draft));
  }

  function onClearFilters() {
    setDraft(EMPTY_DRAFT);
    onApply({});
  }

  return (
    <form onSubmit={onSubmitFilters} aria-label="Filtros das solicitações" className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Select label="Serviço" options={toOptions(functionalities)} value={draft.idFuncionalidade} onChange={(value) => update({ idFuncionalidade: value })} placeholder="Todos" />
        <Select label="Situação" options={toOptions(statuses)} value={draft.idStatus} onChange={(value) => update({ idStatus: value })} placeholder="Todas" />
        <TextField label="De" type="date" value={draft.dataSolicitacaoInicio} onChange={(event) => update({ dataSolicitacaoInicio: event.target.value })} />
        <TextField label="Até" type="date" value={draft.dataSolicitacaoFinal} min={draft.dataSolicitacaoInicio || undefined} onChange={(event) => update({ dataSolicitacaoFinal: event.target.value })} />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" isLoading={isBusy} icon={<Filter aria-hidden="true" className="size-4" />}>
          Filtrar
        </Button>
        <Button variant="secondary" onClick={onClearFilters} disabled={isBusy}>
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}
