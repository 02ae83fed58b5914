import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { REQUEST_STATUS } from '@/domain/requests';
import { workflowStages, type Transition } from '@/domain/workflow';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import type { RequestStatus } from '@/services/requests';
import { atualizarEsteira, type Esteira } from '@/services/workflow';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { toast } from '@/components/ui/toast';

const keyOf = (from: number, to: number) => `${from}>${to}`;
const toKeys = (transitions: readonly Transition[]) => new Set(transitions.map((step) => keyOf(step.idStatusOrigem, step.idStatusDestino)));

/** One functionality's workflow: the statuses its requests pass through and the grid of allowed transitions. */
export function WorkflowEditor({ workflow, statuses, onSaved }: { workflow: Esteira; statuses: RequestStatus[]; onSaved: (saved: Esteira) => void }) {
  const [allowed, setAllowed] = useState(() => toKeys(workflow.transicoes));
  const [problems, setProblems] = useState<string[]>([]);
  const [isSaving, setIsSaving] = useState(false);

  const open = statuses.filter((status) => !status.encerrado);
  const closed = statuses.filter((status) => status.encerrado);
  // Nothing returns to 'Recebida', the status every request arrives in.
  const received = statuses.find((status) => status.id === REQUEST_STATUS.RECEIVED);
  const targets = statuses.filter((status) => status !== received);
  const transitions: Transition[] = open.flatMap((from) => targets.filter((to) => allowed.has(keyOf(from.id, to.id))).map((to) => ({ idStatusOrigem: from.id, idStatusDestino: to.id })));
  const stages = workflowStages(transitions, statuses);
  const isChanged = transitions.length !== workflow.transicoes.length || transitions.some((step) => !toKeys(workflow.transicoes).has(keyOf(step.idStatusOrigem, step.idStatusDestino)));

  const toggle = (from: number, to: number) =>
    setAllowed((current) => {
      const next = new Set(current);
      const key = keyOf(from, to);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const onSaveWorkflow = async () => {
    setIsSaving(true);
    setProblems([]);
    try {
      const saved = await atualizarEsteira(workflow.idFuncionalidade, transitions);
      setAllowed(toKeys(saved.transicoes));
      toast.success(`Esteira de "${saved.nome}" salva.`);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) setProblems(error.errors?.length ? [...new Set(error.errors.map((item) => item.message))] : [error.message]);
      else setProblems([TRANSPORT_MESSAGES.unexpected]);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="titulo-etapas" className="space-y-3">
        <h3 id="titulo-etapas" className="text-base font-semibold text-gray-900 dark:text-white">
          Por onde a solicitação passa
        </h3>
        <ul aria-label="Situações e para onde cada uma pode seguir" className="space-y-2">
          {stages
            .filter((stage) => !stage.encerrado)
            .map((stage) => {
              const next = transitions.filter((step) => step.idStatusOrigem === stage.id).map((step) => statuses.find((status) => status.id === step.idStatusDestino)?.nome ?? '');
              return (
                <li key={stage.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-gray-50 px-3 py-2 text-sm dark:bg-gray-800">
                  <span className="font-semibold text-gray-900 dark:text-white">{stage.nome}</span>
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-gray-600 dark:text-gray-400" />
                  <span className="sr-only">pode seguir para</span>
                  <span className="text-gray-800 dark:text-gray-200">{next.length ? next.join(', ') : 'nenhuma situação'}</span>
                </li>
              );
            })}
        </ul>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Encerram a solicitação: {closed.map((status) => status.nome).join(', ')}. Nada sai delas, e nada volta para {received?.nome ?? 'Recebida'}. O participante pode cancelar a própria solicitação aberta a qualquer momento.
        </p>
      </section>

      {/* Phones: one group of checkboxes per status; wider screens: the from × to grid. Both edit the same choice. */}
      <div className="space-y-4 md:hidden">
        <h3 className="text-base font-semibold text-gray-900 dark:text-white">Transições permitidas</h3>
        {open.map((from) => (
          <fieldset key={from.id} className="rounded-lg p-3 ring-1 ring-gray-900/10 dark:ring-white/10">
            <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-white">{`De "${from.nome}" para`}</legend>
            {targets
              .filter((to) => to.id !== from.id)
              .map((to) => (
                <Checkbox key={to.id} label={to.nome} checked={allowed.has(keyOf(from.id, to.id))} disabled={isSaving} onChange={() => toggle(from.id, to.id)} />
              ))}
          </fieldset>
        ))}
      </div>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-base font-semibold text-gray-900 dark:text-white">Transições permitidas (de uma situação, na linha, para outra, na coluna)</caption>
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-700">
              <th scope="col" className="py-2 pr-2 align-bottom font-semibold text-gray-700 dark:text-gray-300">
                De \ Para
              </th>
              {targets.map((to) => (
                <th key={to.id} scope="col" className="px-1 py-2 text-center align-bottom font-semibold text-gray-900 dark:text-white">
                  {to.nome}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {open.map((from) => (
              <tr key={from.id} className="border-b border-gray-200 dark:border-gray-800">
                <th scope="row" className="py-1 pr-2 font-semibold text-gray-900 dark:text-white">
                  {from.nome}
                </th>
                {targets.map((to) => (
                  <td key={to.id} className="px-1 py-1 text-center">
                    {from.id === to.id ? (
                      <span className="text-gray-600 dark:text-gray-400">
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">não se aplica</span>
                      </span>
                    ) : (
                      <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                        <input type="checkbox" className="size-5 cursor-pointer accent-primary-strong" checked={allowed.has(keyOf(from.id, to.id))} disabled={isSaving} onChange={() => toggle(from.id, to.id)} />
                        <span className="sr-only">{`De "${from.nome}" para "${to.nome}"`}</span>
                      </label>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {problems.length ? (
        <Alert>
          <ul className="list-disc pl-4">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onSaveWorkflow} isLoading={isSaving} disabled={!isChanged}>
          Salvar esteira
        </Button>
        <Button
          variant="secondary"
          disabled={!isChanged || isSaving}
          onClick={() => {
            setAllowed(toKeys(workflow.transicoes));
            setProblems([]);
          }}
        >
          Desfazer alterações
        </Button>
      </div>
    </div>
  );
}
