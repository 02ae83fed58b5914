import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import type { DocumentoPublicado } from '@/domain/documents-fund';
import type { DocumentFilterValue } from '@/components/documents/DocumentFilters';
import { retornarDocumentos } from '@/services/documents';
import { retornarPlanos } from '@/services/plans';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

// Only administrators publish: the form (upload, fields) is fetched for them alone.
const PublishDocumentForm = lazyPart(() => import('@/components/documents/PublishDocumentForm').then((module) => module.PublishDocumentForm), 'Carregando o formulário');

// The filters and the list are drawn from the answer: their code is fetched beside it.
const PublishedDocuments = lazyPart(() => import('@/components/documents/PublishedDocuments').then((module) => module.PublishedDocuments), 'Carregando os documentos');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

const DocumentsPage: NextPageWithLayout = () => {
  const { isActingAsAdmin } = usePlan();
  const [filter, setFilter] = useState<DocumentFilterValue>({ categoria: '', ano: '' });
  const [editing, setEditing] = useState<DocumentoPublicado | null>(null);
  // Every document once; PublishedDocuments narrows it by category and year.
  const fetchDocuments = useCallback(() => retornarDocumentos(), []);
  const documents = useApiQuery(fetchDocuments);
  const fetchPlans = useCallback(() => retornarPlanos(), []);
  const plans = useApiQuery(isActingAsAdmin ? fetchPlans : null);

  useEffect(() => PublishedDocuments.preload(), []);

  return (
    <>
      <PageTitle title="Documentos" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Documentos</h1>
      <p className="mb-8 max-w-prose text-gray-700 dark:text-gray-300">
        {isActingAsAdmin ? 'Publique regulamentos, estatutos, atas e relatórios para os participantes de cada plano.' : 'Regulamentos, estatuto, atas dos conselhos e relatórios do fundo para os seus planos. Filtre por categoria e ano e baixe cada arquivo em PDF; as atas também ficam em Atas, organizadas por ano.'}
      </p>

      {isActingAsAdmin ? (
        <section aria-labelledby="titulo-publicar" className={`mb-8 ${SECTION_CLASSES}`}>
          <h2 id="titulo-publicar" className="mb-4 text-lg font-semibold">
            {editing ? 'Alterar documento' : 'Publicar documento'}
          </h2>
          <PublishDocumentForm key={editing?.id ?? 'novo'} plans={plans.data ?? []} editing={editing} onSaved={() => (setEditing(null), documents.retry())} onCancelEdit={() => setEditing(null)} />
        </section>
      ) : null}

      <section aria-labelledby="titulo-lista-documentos" className={SECTION_CLASSES}>
        <h2 id="titulo-lista-documentos" className="mb-4 text-lg font-semibold">
          Documentos publicados
        </h2>
        {documents.isLoading ? (
          <DashboardSkeleton label="Carregando documentos" />
        ) : documents.error || !documents.data ? (
          <DashboardError title="Não foi possível carregar os documentos." message={documents.error?.message ?? ''} onRetry={documents.retry} />
        ) : (
          <PublishedDocuments documents={documents.data} filter={filter} onFilterChange={setFilter} canManage={isActingAsAdmin} onEdit={(document) => (setEditing(document), window.scrollTo({ top: 0 }))} onChanged={documents.retry} />
        )}
      </section>
    </>
  );
};

DocumentsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default DocumentsPage;
