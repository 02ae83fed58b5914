import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { encerrarDesativacaoTemporaria, type DesativacaoTemporaria } from '@/services/maintenance';
import { Button } from '@/components/ui/Button';
import { formatMaintenanceEnd } from './format';

const STATUS_LABELS: Record<DesativacaoTemporaria['status'], string> = { ativa: 'Ativa', agendada: 'Agendada', encerrada: 'Encerrada' };

interface MaintenanceWindowListProps {
  windows: DesativacaoTemporaria[];
  onEdit: (window: DesativacaoTemporaria) => void;
  onChanged: () => void;
}

export function MaintenanceWindowList({ windows, onEdit, onChanged }: MaintenanceWindowListProps) {
  const [endingId, setEndingId] = useState<number | null>(null);

  const onEndNow = async (window: DesativacaoTemporaria) => {
    setEndingId(window.id);
    try {
      await encerrarDesativacaoTemporaria(window.id);
      toast.success('Manutenção encerrada.');
      onChanged();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setEndingId(null);
    }
  };

  if (windows.length === 0) return <p className="text-gray-700 dark:text-gray-300">Nenhuma janela de manutenção cadastrada. Agende a primeira no formulário acima.</p>;

  const actions = (window: DesativacaoTemporaria) =>
    window.status === 'encerrada' ? null : (
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onEdit(window)}>
          Editar
        </Button>
        <Button size="sm" variant="secondary" isLoading={endingId === window.id} onClick={() => void onEndNow(window)}>
          Encerrar agora
        </Button>
      </div>
    );

  return (
    <>
      {/* Phones: one card per window (a five-column table does not fit 390 px). */}
      <ul className="space-y-3 md:hidden">
        {windows.map((window) => (
          <li key={window.id} className="rounded-xl border border-gray-200 p-4 text-sm dark:border-gray-800">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold">Início</dt>
              <dd>{formatMaintenanceEnd(window.dataInicio)}</dd>
              <dt className="font-semibold">Fim</dt>
              <dd>{formatMaintenanceEnd(window.dataFim)}</dd>
              <dt className="font-semibold">Mensagem</dt>
              <dd className="break-words">{window.mensagem ?? '—'}</dd>
              <dt className="font-semibold">Situação</dt>
              <dd>{STATUS_LABELS[window.status]}</dd>
            </dl>
            <div className="mt-3">{actions(window)}</div>
          </li>
        ))}
      </ul>
      <div role="region" aria-label="Janelas de manutenção" tabIndex={0} className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-200 dark:border-gray-800">
            <th scope="col" className="py-2 pr-4 font-semibold">Início</th>
            <th scope="col" className="py-2 pr-4 font-semibold">Fim</th>
            <th scope="col" className="py-2 pr-4 font-semibold">Mensagem</th>
            <th scope="col" className="py-2 pr-4 font-semibold">Situação</th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {windows.map((window) => (
            <tr key={window.id} className="border-b border-gray-100 align-top last:border-0 dark:border-gray-800">
              <td className="py-3 pr-4 whitespace-nowrap">{formatMaintenanceEnd(window.dataInicio)}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{formatMaintenanceEnd(window.dataFim)}</td>
              <td className="py-3 pr-4">{window.mensagem ?? '—'}</td>
              <td className="py-3 pr-4">{STATUS_LABELS[window.status]}</td>
              <td className="py-3">{actions(window)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}
