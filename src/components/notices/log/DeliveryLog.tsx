import { useCallback, useId, useState, type FormEvent } from 'react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { RequestPagination } from '@/components/requests/RequestPagination';
import { Button } from '@/components/ui/Button';
import { INPUT_CLASSES } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUSES, NOTICE_CHANNEL_LABELS, NOTICE_CHANNELS, NOTICE_KINDS, type DeliveryStatus, type NoticeChannel } from '@/domain/notices';
import { formatDateTime, formatTimeOfDay } from '@/domain/notifications';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { reenviarAviso, retornarEnviosAviso, type EnvioAviso, type FiltroEnviosAviso, type PaginaEnviosAviso } from '@/services/notices-log';

export const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const FIELD_CLASSES = `${INPUT_CLASSES} border-gray-500`;
const LABEL_CLASSES = 'mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100';
const PAGE_SIZE = 20;
const STATUS_CLASSES: Record<DeliveryStatus, string> = {
  pendente: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  enviado: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  entregue: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  tentando: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  falhou: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  desistiu: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};
const KIND_KEYS = Object.keys(NOTICE_KINDS) as Array<keyof typeof NOTICE_KINDS>;

function Situation({ row }: { row: EnvioAviso }) {
  const at = row.entregueEm ?? row.enviadoEm;
  return (
    <span>
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[row.status]}`}>{row.situacao}</span>
      {at && (row.status === 'enviado' || row.status === 'entregue') ? <span className="text-xs text-gray-700 dark:text-gray-300"> em {formatDateTime(at)}</span> : null}
      {row.canal !== 'app' && row.tentativas > 0 ? (
        <span className="mt-1 block text-xs text-gray-700 dark:text-gray-300">{row.tentativas === 1 ? '1 tentativa' : `${row.tentativas} tentativas`}</span>
      ) : null}
      {row.proximaTentativaEm ? <span className="mt-1 block text-xs text-gray-700 dark:text-gray-300">Nova tentativa às {formatTimeOfDay(row.proximaTentativaEm)}</span> : null}
      {row.erro ? <span className="mt-1 block text-xs break-words text-red-800 dark:text-red-300">{row.erro}</span> : null}
    </span>
  );
}

function Channel({ row }: { row: EnvioAviso }) {
  return (
    <span>
      <span className="block">{row.nomeCanal}</span>
      {row.destino ? <span className="block text-xs break-all text-gray-700 dark:text-gray-300">{row.destino}</span> : null}
    </span>
  );
}

function ResendButton({ row, onResent }: { row: EnvioAviso; onResent: () => void }) {
  const [isSending, setIsSending] = useState(false);
  if (row.status !== 'desistiu') return null;

  async function onClick() {
    setIsSending(true);
    try {
      const { message } = await reenviarAviso(row.id);
      toast.success(message);
      onResent();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" isLoading={isSending} onClick={() => void onClick()} aria-label={`Reenviar o aviso por ${row.nomeCanal} a ${row.pessoa.nome}`}>
      Reenviar
    </Button>
  );
}

/** The log of every notice sent, per person and channel, with its situation and tries; never the text (links are personal). */
export function DeliveryLog() {
  const id = useId();
  const [filter, setFilter] = useState<FiltroEnviosAviso>({});
  const [draft, setDraft] = useState<FiltroEnviosAviso>({});
  const [page, setPage] = useState(0);
  const fetchPage = useCallback(() => retornarEnviosAviso(filter, page, PAGE_SIZE), [filter, page]);
  const { data, error, isLoading, retry } = useApiQuery(fetchPage);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFilter(draft);
    setPage(0);
  }

  return (
    <section aria-labelledby={`${id}-titulo`} className={SECTION_CLASSES}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-titulo`} className="text-lg font-semibold">
          Registro de envios
        </h2>
        <Button variant="secondary" size="sm" onClick={retry} disabled={isLoading}>
          Atualizar
        </Button>
      </div>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        O texto dos avisos não aparece aqui: os links e os códigos que eles levam são de quem os recebe.
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Filtrar os avisos enviados" className="mb-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div>
          <label htmlFor={`${id}-canal`} className={LABEL_CLASSES}>
            Canal
          </label>
          <select id={`${id}-canal`} className={FIELD_CLASSES} value={draft.canal ?? ''} onChange={(event) => setDraft({ ...draft, canal: (event.target.value || undefined) as NoticeChannel | undefined })}>
            <option value="">Todos</option>
            {NOTICE_CHANNELS.map((canal) => (
              <option key={canal} value={canal}>
                {NOTICE_CHANNEL_LABELS[canal]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={LABEL_CLASSES}>
            Situação
          </label>
          <select id={`${id}-status`} className={FIELD_CLASSES} value={draft.status ?? ''} onChange={(event) => setDraft({ ...draft, status: (event.target.value || undefined) as DeliveryStatus | undefined })}>
            <option value="">Todas</option>
            {DELIVERY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {DELIVERY_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tipo`} className={LABEL_CLASSES}>
            Tipo de aviso
          </label>
          <select id={`${id}-tipo`} className={FIELD_CLASSES} value={draft.tipo ?? ''} onChange={(event) => setDraft({ ...draft, tipo: event.target.value || undefined })}>
            <option value="">Todos</option>
            {KIND_KEYS.map((tipo) => (
              <option key={tipo} value={tipo}>
                {NOTICE_KINDS[tipo].nome}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={isLoading}>
          Filtrar
        </Button>
      </form>
      {isLoading && !data ? (
        <DashboardSkeleton label="Carregando os avisos enviados" />
      ) : error || !data ? (
        <DashboardError title="Não foi possível carregar os avisos enviados." message={error?.message ?? ''} onRetry={retry} />
      ) : data.registros.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">
          {filter.canal || filter.status || filter.tipo ? 'Nenhum aviso encontrado com estes filtros.' : 'O portal ainda não enviou nenhum aviso.'}
        </p>
      ) : (
        <LogTable data={data} label={`${id}-titulo`} onPageChange={setPage} onResent={retry} />
      )}
    </section>
  );
}

interface LogTableProps {
  data: PaginaEnviosAviso;
  label: string;
  onPageChange: (page: number) => void;
  onResent: () => void;
}

function LogTable({ data, label, onPageChange, onResent }: LogTableProps) {
  return (
    <>
      <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
        {data.total === 1 ? '1 envio' : `${data.total.toLocaleString('pt-BR')} envios`}, do mais recente para o mais antigo.
      </p>
      <ul aria-label="Avisos enviados" className="space-y-3 md:hidden">
        {data.registros.map((row) => (
          <li key={row.id} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
            <p className="font-semibold break-words">{row.aviso.titulo}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-700 dark:text-gray-300">Criado em</dt>
              <dd className="tabular-nums">{formatDateTime(row.criadoEm)}</dd>
              <dt className="text-gray-700 dark:text-gray-300">Pessoa</dt>
              <dd className="min-w-0 break-words">{row.pessoa.nome}</dd>
              <dt className="text-gray-700 dark:text-gray-300">Tipo</dt>
              <dd className="min-w-0 break-words">{row.aviso.nomeTipo}</dd>
              <dt className="text-gray-700 dark:text-gray-300">Canal</dt>
              <dd className="min-w-0">
                <Channel row={row} />
              </dd>
              <dt className="text-gray-700 dark:text-gray-300">Situação</dt>
              <dd className="min-w-0">
                <Situation row={row} />
              </dd>
            </dl>
            {row.status === 'desistiu' ? (
              <div className="mt-3">
                <ResendButton row={row} onResent={onResent} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <div role="region" aria-labelledby={label} tabIndex={0} className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-700">
              <th scope="col" className="py-2 pr-3 font-semibold">Criado em</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Pessoa</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Aviso</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Canal</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Situação</th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.registros.map((row) => (
              <tr key={row.id} className="border-b border-gray-100 align-top dark:border-gray-800">
                <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{formatDateTime(row.criadoEm)}</td>
                <td className="py-2 pr-3 break-words">{row.pessoa.nome}</td>
                <td className="py-2 pr-3 break-words">
                  <span className="block">{row.aviso.titulo}</span>
                  <span className="block text-xs text-gray-700 dark:text-gray-300">{row.aviso.nomeTipo}</span>
                </td>
                <td className="py-2 pr-3">
                  <Channel row={row} />
                </td>
                <td className="py-2 pr-3">
                  <Situation row={row} />
                </td>
                <td className="py-2">
                  <ResendButton row={row} onResent={onResent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RequestPagination page={data.page} totalPage={data.totalPage} onPageChange={onPageChange} label="Paginação dos avisos enviados" />
    </>
  );
}
