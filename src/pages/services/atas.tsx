import { useCallback, useMemo, type ReactElement } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { groupMinutesByYear, MINUTES_CATEGORY } from '@/domain/documents-fund';
import { formatDateBr } from '@/domain/format-date';
import { retornarDocumentos } from '@/services/documents';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { DocumentDownloadLink } from '@/components/documents/DocumentDownloadLink';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

/** The councils' minutes (documents of category ata), by year, the latest first. */
const MinutesPage: NextPageWithLayout = () => {
  const fetchMinutes = useCallback(() => retornarDocumentos({ categoria: MINUTES_CATEGORY }), []);
  const minutes = useApiQuery(fetchMinutes);
  const years = useMemo(() => groupMinutesByYear(minutes.data ?? []), [minutes.data]);

  return (
    <>
      <PageTitle title="Atas" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Atas</h1>
      <p className="mb-8 max-w-prose text-gray-700 dark:text-gray-300">As atas das reuniões dos conselhos do fundo, por ano.</p>
      {minutes.isLoading ? (
        <DashboardSkeleton label="Carregando atas" />
      ) : minutes.error || !minutes.data ? (
        <DashboardError title="Não foi possível carregar as atas." message={minutes.error?.message ?? ''} onRetry={minutes.retry} />
      ) : years.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">Nenhuma ata publicada ainda.</p>
      ) : (
        <div className="space-y-8">
          {years.map((group) => (
            <section key={group.ano} aria-labelledby={`atas-${group.ano}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
              <h2 id={`atas-${group.ano}`} className="mb-4 text-xl font-semibold text-gray-900 dark:text-white">
                {group.ano}
              </h2>
              <ul className="space-y-3">
                {group.documentos.map((document) => (
                  <li key={document.id} className="flex flex-col gap-2 border-b border-gray-200 pb-3 last:border-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between dark:border-gray-800">
                    <div className="min-w-0">
                      <p className="break-words font-medium text-gray-900 dark:text-white">{document.titulo}</p>
                      <p className="text-sm text-gray-600 dark:text-gray-400">Publicada em {formatDateBr(document.publicadoEm)}</p>
                    </div>
                    <DocumentDownloadLink document={document} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
};

MinutesPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default MinutesPage;
