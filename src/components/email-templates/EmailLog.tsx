import { useCallback, useId, useState, type FormEvent } from 'react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { RequestPagination } from '@/components/requests/RequestPagination';
import { Button } from '@/components/ui/Button';
import { INPUT_CLASSES } from '@/components/ui/TextField';
import { EMAIL_LOG_PAGE_SIZE, EMAIL_STATUS_LABELS, type EmailDeliveryStatus } from '@/domain/email-templates';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarEmailsEnviados, type EmailEnviado, type FiltroEmails, type ModeloEmail, type PaginaEmails } from '@/services/email-templates';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const FIELD_CLASSES = `${INPUT_CLASSES} border-gray-500`;
const LABEL_CLASSES = 'mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100';
const STATUS_CLASSES: Record<EmailDeliveryStatus, string> = {
  pendente: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  enviado: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  falhou: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

function Status({ row }: { row: EmailEnviado }) {
  return (
    <span>
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[row.status]}`}>{row.situacao}</span>
      {row.enviadoEm ? <span className="ml-1 text-xs text-gray-700 dark:text-gray-300">em {when(row.enviadoEm)}</span> : null}
      {row.erro ? <span className="mt-1 block text-xs break-words text-red-800 dark:text-red-300">{row.erro}</span> : null}
    </span>
  );
}

/** The log of sent e-mails: who, what subject, which template, delivered or not; never the text (codes and links are secrets). */
export function EmailLog({ templates, refreshKey }: { templates: ModeloEmail[]; refreshKey: number }) {
  const id = useId();
  const [filter, setFilter] = useState<FiltroEmails>({});
  const [draft, setDraft] = useState<FiltroEmails>({});
  const [page, setPage] = useState(0);
  const fetchPage = useCallback(() => retornarEmailsEnviados(filter, page, EMAIL_LOG_PAGE_SIZE), [filter, page, refreshKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const { data, error, isLoading, retry } = useApiQuery(fetchPage);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFilter({ ...draft, destinatario: draft.destinatario?.trim() || undefined });
    setPage(0);
  }

  return (
    <section aria-labelledby={`${id}-titulo`} className={SECTION_CLASSES}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-titulo`} className="text-lg font-semibold">
          E-mails enviados
        </h2>
        <Button variant="secondary" size="sm" onClick={retry} disabled={isLoading}>
          Atualizar
        </Button>
      </div>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        O texto dos e-mails não aparece aqui: códigos de segurança e links pessoais são segredos de quem os recebe.
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Filtrar os e-mails enviados" className="mb-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div>
          <label htmlFor={`${id}-status`} className={LABEL_CLASSES}>
            Situação
          </label>
          <select id={`${id}-status`} className={FIELD_CLASSES} value={draft.status ?? ''} onChange={(event) => setDraft({ ...draft, status: (event.target.value || undefined) as EmailDeliveryStatus | undefined })}>
            <option value="">Todas</option>
            {(Object.keys(EMAIL_STATUS_LABELS) as EmailDeliveryStatus[]).map((status) => (
              <option key={status} value={status}>
                {EMAIL_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-modelo`} className={LABEL_CLASSES}>
            Modelo
          </label>
          <select id={`${id}-modelo`} className={FIELD_CLASSES} value={draft.chave ?? ''} onChange={(event) => setDraft({ ...draft, chave: event.target.value || undefined })}>
            <option value="">Todos</option>
            {templates.map((template) => (
              <option key={template.chave} value={template.chave}>
                {template.nome}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-destinatario`} className={LABEL_CLASSES}>
            Destinatário
          </label>
          <input id={`${id}-destinatario`} type="search" maxLength={254} className={FIELD_CLASSES} value={draft.destinatario ?? ''} onChange={(event) => setDraft({ ...draft, destinatario: event.target.value })} />
        </div>
        <Button type="submit" disabled={isLoading}>
          Filtrar
        </Button>
      </form>
      {isLoading && !data ? (
        <DashboardSkeleton label="Carregando os e-mails enviados" />
      ) : error || !data ? (
        <DashboardError title="Não foi possível carregar os e-mails enviados." message={error?.message ?? ''} onRetry={retry} />
      ) : data.registros.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">
          {filter.status || filter.chave || filter.destinatario ? 'Nenhum e-mail encontrado com estes filtros.' : 'O portal ainda não enviou nenhum e-mail.'}
        </p>
      ) : (
        <LogTable data={data} label={`${id}-titulo`} onPageChange={setPage} />
      )}
    </section>
  );
}

function LogTable({ data, label, onPageChange }: { data: PaginaEmails; label: string; onPageChange: (page: number) => void }) {
  return (
    <>
      <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
        {data.total === 1 ? '1 e-mail' : `${data.total.toLocaleString('pt-BR')} e-mails`}, do mais recente para o mais antigo.
      </p>
      <ul aria-label="E-mails enviados" className="space-y-3 md:hidden">
        {data.registros.map((row) => (
          <li key={row.id} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
            <p className="font-semibold break-words">{row.assunto}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-700 dark:text-gray-300">Criado em</dt>
              <dd className="tabular-nums">{when(row.criadoEm)}</dd>
              <dt className="text-gray-700 dark:text-gray-300">Para</dt>
              <dd className="min-w-0 break-words">{row.destinatario}</dd>
              <dt className="text-gray-700 dark:text-gray-300">Modelo</dt>
              <dd>{row.modelo ?? '—'}</dd>
              <dt className="text-gray-700 dark:text-gray-300">Situação</dt>
              <dd className="min-w-0">
                <Status row={row} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div role="region" aria-labelledby={label} tabIndex={0} className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-700">
              <th scope="col" className="py-2 pr-3 font-semibold">Criado em</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Para</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Assunto</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Modelo</th>
              <th scope="col" className="py-2 font-semibold">Situação</th>
            </tr>
          </thead>
          <tbody>
            {data.registros.map((row) => (
              <tr key={row.id} className="border-b border-gray-100 align-top dark:border-gray-800">
                <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{when(row.criadoEm)}</td>
                <td className="py-2 pr-3 break-all">{row.destinatario}</td>
                <td className="py-2 pr-3 break-words">{row.assunto}</td>
                <td className="py-2 pr-3">{row.modelo ?? '—'}</td>
                <td className="py-2">
                  <Status row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RequestPagination page={data.page} totalPage={data.totalPage} onPageChange={onPageChange} label="Paginação dos e-mails enviados" />
    </>
  );
}
