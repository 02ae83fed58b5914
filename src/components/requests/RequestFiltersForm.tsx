import { useEffect, useState, type FormEvent } from 'react';
import { Filter } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarRequisicaoFuncionalidades, retornarRequisicaoStatus, type RequestFilters } from '@/services/requests';

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

const toOptions = (items: { id: number; nome: string }[] | undefined) => (items ?? []).map((item) => ({ value: String(item.id), label: item.nome }));

/** Service, status and period of the request list; the choices apply when the person presses Filtrar. */
export function RequestFiltersForm({ onApply, isBusy }: { onApply: (filters: RequestFilters) => void; isBusy: boolean }) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const functionalities = useApiQuery(retornarRequisicaoFuncionalidades);
  const statuses = useApiQuery(retornarRequisicaoStatus);

  // Spec §8: a failure to load the filter choices is logged, with no message to the user (the list still works).
  useEffect(() => {
    if (functionalities.error) console.error('Não foi possível carregar os serviços do filtro.', functionalities.error);
    if (statuses.error) console.error('Não foi possível carregar as situações do filtro.', statuses.error);
  }, [functionalities.error, statuses.error]);

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
        <Select label="Serviço" options={toOptions(functionalities.data)} value={draft.idFuncionalidade} onChange={(value) => update({ idFuncionalidade: value })} placeholder="Todos" />
        <Select label="Situação" options={toOptions(statuses.data)} value={draft.idStatus} onChange={(value) => update({ idStatus: value })} placeholder="Todas" />
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
