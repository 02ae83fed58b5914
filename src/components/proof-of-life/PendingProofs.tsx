import { useCallback, useId, useState } from 'react';
import Link from 'next/link';
import { formatCpf } from '@/domain/cpf';
import { formatDateBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { retornarPlanos } from '@/services/plans';
import { retornarProvasDeVidaPendentes, suspenderBeneficioPorProvaDeVida, type PendingSituation, type ProvaDeVidaPendente } from '@/services/proof-of-life';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { QueryState } from '@/components/ui/QueryState';
import { Select } from '@/components/ui/Select';
import { INPUT_CLASSES } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

export const PENDING_LABELS: Record<PendingSituation, string> = {
  aberta: 'Aberta',
  em_carencia: 'Em carência',
  vencida: 'Vencida',
  em_analise: 'Em análise',
  suspensa: 'Benefício suspenso',
};

function Item({ item, onSuspend }: { item: ProvaDeVidaPendente; onSuspend: (item: ProvaDeVidaPendente) => void }) {
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900 dark:text-white">{item.nome}</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          CPF {formatCpf(item.cpf)} · {item.plano.nome}, matrícula {item.matricula}
        </p>
      </div>
      <p className="text-sm text-gray-800 dark:text-gray-200">
        Vencimento {formatDateBr(item.vencimento)}
        <br />
        carência até {formatDateBr(item.fimCarencia)}
      </p>
      <div className="text-sm text-gray-800 dark:text-gray-200">
        <p className="font-semibold">{PENDING_LABELS[item.situacao]}</p>
        {item.protocoloEmAnalise ? <p>Protocolo {item.protocoloEmAnalise}</p> : null}
        {item.suspensaEm ? <p>desde {formatDateBr(item.suspensaEm)}</p> : null}
        {item.avisoSuspensaoEm && !item.suspensaEm ? <p>Avisada da suspensão em {formatDateBr(item.avisoSuspensaoEm.slice(0, 10))}</p> : null}
      </div>
      <div className="text-sm">
        {item.podeSuspender ? (
          <Button variant="secondary" size="sm" onClick={() => onSuspend(item)} aria-label={`Confirmar suspensão de ${item.nome}`}>
            Confirmar suspensão
          </Button>
        ) : item.protocoloEmAnalise ? (
          <Link href="/request-management" className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline">
            Analisar na Central
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The administrators' list (issue 29): due, late, overdue, in review and suspended, filtered by plan, month of the due
 * date and situation. A suspension is confirmed here, one person at a time, never by a job on its own.
 */
export function PendingProofs() {
  const id = useId();
  const plans = useApiQuery(useCallback(() => retornarPlanos(), []));
  const [idPlano, setIdPlano] = useState<string | null>(null);
  const [mes, setMes] = useState('');
  const [situacao, setSituacao] = useState<string | null>(null);
  const fetchList = useCallback(
    () => retornarProvasDeVidaPendentes({ idPlano: idPlano ? Number(idPlano) : undefined, mes: mes || undefined, situacao: (situacao as PendingSituation | null) ?? undefined }),
    [idPlano, mes, situacao],
  );
  const list = useApiQuery(fetchList);
  const [chosen, setChosen] = useState<ProvaDeVidaPendente | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onConfirmSuspension() {
    if (!chosen) return;
    setIsBusy(true);
    try {
      const answer = await suspenderBeneficioPorProvaDeVida(chosen.idVinculoPlano);
      toast.success(answer.message);
      setChosen(null);
      list.retry();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <Select label="Plano" placeholder="Todos os planos" value={idPlano} onChange={setIdPlano} options={(plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.nomeExibicao }))} />
        <div>
          <label htmlFor={`${id}-mes`} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
            Mês do vencimento
          </label>
          <input id={`${id}-mes`} type="month" value={mes} onChange={(event) => setMes(event.target.value)} className={`${INPUT_CLASSES} border-gray-500`} />
        </div>
        <Select label="Situação" placeholder="Todas" value={situacao} onChange={setSituacao} options={Object.entries(PENDING_LABELS).map(([value, label]) => ({ value, label }))} />
      </div>
      <QueryState query={list} label="Carregando as provas de vida" errorTitle="Não foi possível carregar as provas de vida." isEmpty={(data) => data.itens.length === 0} empty={<p className="text-gray-700 dark:text-gray-300">Ninguém com prova de vida pendente nestes filtros.</p>}>
        {(data) => (
          <ul aria-label={`Provas de vida pendentes (${data.total})`} className="divide-y divide-gray-200 dark:divide-gray-800">
            {data.itens.map((item) => (
              <Item key={item.idVinculoPlano} item={item} onSuspend={setChosen} />
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog isOpen={chosen !== null} title="Confirmar a suspensão do benefício" confirmLabel="Suspender o benefício" onConfirm={onConfirmSuspension} onCancel={() => setChosen(null)} isBusy={isBusy} autoFocus="cancelar">
        {chosen ? (
          <p>
            O benefício de {chosen.nome} ({chosen.plano.nome}, matrícula {chosen.matricula}) deixa de ser pago a partir de hoje, até uma prova de vida ser aprovada. A pessoa já foi avisada e será avisada de novo agora.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
