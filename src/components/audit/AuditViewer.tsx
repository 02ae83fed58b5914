import { useCallback, useState } from 'react';
import { Download } from 'lucide-react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { RequestPagination } from '@/components/requests/RequestPagination';
import { AUDIT_COLUMNS, AUDIT_PAGE_SIZE } from '@/domain/audit-log';
import { useApiQuery } from '@/hooks/useApiQuery';
import { exportarAuditoriaUrl, retornarAuditoria, type FiltroAuditoria, type PaginaAuditoria } from '@/services/audit';
import { AuditFilters, type AppliedAuditFilter } from './AuditFilters';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const DOWNLOAD_CLASSES =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800';
const [WHEN, WHO, WHAT, FOR_WHOM, DETAILS] = AUDIT_COLUMNS;

/** The API's filters (the person's name is only for the heading). */
function queryOf({ nomePessoa: _name, ...query }: AppliedAuditFilter): FiltroAuditoria {
  return query;
}

/** settings/auditoria: who did what, when, for whom; filtered, paged from the newest, and the same rows as CSV. */
export function AuditViewer() {
  const [filter, setFilter] = useState<AppliedAuditFilter>({});
  const [page, setPage] = useState(0);
  const fetchPage = useCallback(() => retornarAuditoria(queryOf(filter), page, AUDIT_PAGE_SIZE), [filter, page]);
  const { data, error, isLoading, retry } = useApiQuery(fetchPage);

  function onApply(next: AppliedAuditFilter) {
    setFilter(next);
    setPage(0);
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="titulo-filtros-auditoria" className={SECTION_CLASSES}>
        <h2 id="titulo-filtros-auditoria" className="mb-4 text-lg font-semibold">
          Filtros
        </h2>
        <AuditFilters initial={filter} isLoading={isLoading} onApply={onApply} />
      </section>
      <section aria-labelledby="titulo-registros-auditoria" className={SECTION_CLASSES}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="titulo-registros-auditoria" className="text-lg font-semibold">
            Registros{filter.nomePessoa ? ` de ${filter.nomePessoa}` : ''}
          </h2>
          <a href={exportarAuditoriaUrl(queryOf(filter))} download className={DOWNLOAD_CLASSES}>
            <Download aria-hidden="true" className="size-4" /> Baixar CSV
          </a>
        </div>
        {isLoading ? (
          <DashboardSkeleton label="Carregando os registros de auditoria" />
        ) : error || !data ? (
          <DashboardError title="Não foi possível carregar a auditoria." message={error?.message ?? ''} onRetry={retry} />
        ) : data.registros.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Nenhum registro encontrado com estes filtros. Mude a pessoa, a ação ou o período.</p>
        ) : (
          <AuditTable data={data} onPageChange={setPage} />
        )}
      </section>
    </div>
  );
}

function AuditTable({ data, onPageChange }: { data: PaginaAuditoria; onPageChange: (page: number) => void }) {
  return (
    <>
      <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
        {data.total === 1 ? '1 registro' : `${data.total.toLocaleString('pt-BR')} registros`}, do mais recente para o mais antigo.
      </p>
      {/* A phone reads each record as a card; wider screens get the table with the CSV's columns. */}
      <ul aria-label="Registros de auditoria" className="space-y-3 md:hidden">
        {data.registros.map((row) => (
          <li key={row.id} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
            <p className="font-semibold">{row.descricao}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-700 dark:text-gray-300">{WHEN}</dt>
              <dd className="tabular-nums">{row.quando}</dd>
              <dt className="text-gray-700 dark:text-gray-300">{WHO}</dt>
              <dd>{row.ator?.nome ?? 'Sistema'}</dd>
              <dt className="text-gray-700 dark:text-gray-300">{FOR_WHOM}</dt>
              <dd>{row.pessoaAlvo?.nome ?? '—'}</dd>
              {row.detalhes ? (
                <>
                  <dt className="text-gray-700 dark:text-gray-300">{DETAILS}</dt>
                  <dd className="min-w-0 break-words">{row.detalhes}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <div role="region" aria-labelledby="titulo-registros-auditoria" tabIndex={0} className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-700">
              <th scope="col" className="py-2 pr-3 font-semibold">{WHEN}</th>
              <th scope="col" className="py-2 pr-3 font-semibold">{WHO}</th>
              <th scope="col" className="py-2 pr-3 font-semibold">{WHAT}</th>
              <th scope="col" className="py-2 pr-3 font-semibold">{FOR_WHOM}</th>
              <th scope="col" className="py-2 font-semibold">{DETAILS}</th>
            </tr>
          </thead>
          <tbody>
            {data.registros.map((row) => (
              <tr key={row.id} className="border-b border-gray-100 align-top dark:border-gray-800">
                <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{row.quando}</td>
                <td className="py-2 pr-3">{row.ator?.nome ?? 'Sistema'}</td>
                <td className="py-2 pr-3">{row.descricao}</td>
                <td className="py-2 pr-3">{row.pessoaAlvo?.nome ?? '—'}</td>
                <td className="py-2 break-words">{row.detalhes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RequestPagination page={data.page} totalPage={data.totalPage} onPageChange={onPageChange} label="Paginação da auditoria" />
    </>
  );
}
