import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { dateRangeError, EMPTY_REQUEST_FILTERS, type RequestFilterForm } from '@/domain/requests-centre';
import { Button } from '@/components/ui/Button';
import { Select, type SelectOption } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';

interface RequestFiltersProps {
  plans: SelectOption[];
  functionalities: SelectOption[];
  statuses: SelectOption[];
  onApply: (filters: RequestFilterForm) => void;
}

/** The filters of spec §3; applying them (or clearing them) goes back to the first page. */
export function RequestFilters({ plans, functionalities, statuses, onApply }: RequestFiltersProps) {
  const [form, setForm] = useState<RequestFilterForm>(EMPTY_REQUEST_FILTERS);
  const rangeError = dateRangeError(form);
  const set = (key: keyof RequestFilterForm) => (value: string | null) => setForm((current) => ({ ...current, [key]: value ?? '' }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!rangeError) onApply(form);
  }

  function onClear() {
    setForm(EMPTY_REQUEST_FILTERS);
    onApply(EMPTY_REQUEST_FILTERS);
  }

  return (
    <form onSubmit={onSubmit} aria-label="Filtros das solicitações" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextField
        label="Pessoa"
        hint="Nome ou CPF"
        type="search"
        value={form.palavraChave}
        maxLength={100}
        onChange={(event) => set('palavraChave')(event.target.value)}
        className="sm:col-span-2 lg:col-span-1"
      />
      <Select label="Plano" placeholder="Todos" options={plans} value={form.idPlano || null} onChange={set('idPlano')} />
      <Select label="Serviço" placeholder="Todos" options={functionalities} value={form.idFuncionalidade || null} onChange={set('idFuncionalidade')} />
      <Select label="Situação" placeholder="Todas" options={statuses} value={form.idStatus || null} onChange={set('idStatus')} />
      <TextField label="Solicitada a partir de" type="date" value={form.dataSolicitacaoInicio} onChange={(event) => set('dataSolicitacaoInicio')(event.target.value)} />
      <TextField label="Solicitada até" type="date" value={form.dataSolicitacaoFinal} error={rangeError ?? undefined} onChange={(event) => set('dataSolicitacaoFinal')(event.target.value)} />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" icon={<Search aria-hidden="true" className="size-5" />} disabled={rangeError !== null}>
          Filtrar
        </Button>
        <Button variant="secondary" icon={<X aria-hidden="true" className="size-5" />} onClick={onClear}>
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}
