import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarRequisicaoStatus } from '@/services/requests';
import { retornarEsteiras, type Esteira } from '@/services/workflow';
import { QueryState } from '@/components/ui/QueryState';
import { Select } from '@/components/ui/Select';
import { WorkflowEditor } from './WorkflowEditor';

/** settings/esteira: pick a service, see and change the status changes its requests may go through. */
export function WorkflowSettings() {
  const fetchAll = useCallback(() => Promise.all([retornarEsteiras(), retornarRequisicaoStatus()]), []);
  const query = useApiQuery(fetchAll);
  const [idFuncionalidade, setIdFuncionalidade] = useState<string | null>(null);
  // What was saved here since loading: shown without fetching everything again.
  const [saved, setSaved] = useState<Record<number, Esteira>>({});

  return (
    <QueryState
      query={query}
      label="Carregando as esteiras"
      errorTitle="Não foi possível carregar as esteiras."
      isEmpty={([workflows]) => workflows.length === 0}
      empty={<p className="text-gray-700 dark:text-gray-300">Nenhum serviço cadastrado.</p>}
    >
      {([workflows, statuses]) => {
        const chosen = Number(idFuncionalidade ?? workflows[0].idFuncionalidade);
        const workflow = saved[chosen] ?? workflows.find((item) => item.idFuncionalidade === chosen) ?? workflows[0];
        return (
          <div className="space-y-6">
            <Select
              label="Serviço"
              hint="A esteira vale para as solicitações deste serviço em todos os planos."
              className="sm:max-w-md"
              value={String(workflow.idFuncionalidade)}
              onChange={setIdFuncionalidade}
              options={workflows.map((item) => ({ value: String(item.idFuncionalidade), label: item.nome }))}
            />
            <WorkflowEditor key={workflow.idFuncionalidade} workflow={workflow} statuses={statuses} onSaved={(next) => setSaved((current) => ({ ...current, [next.idFuncionalidade]: next }))} />
          </div>
        );
      }}
    </QueryState>
  );
}
