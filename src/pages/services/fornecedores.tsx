import { useCallback, useState, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import type { Fornecedor } from '@/domain/documents-fund';
import { retornarFornecedores } from '@/services/documents';
import { AppLayout } from '@/components/layout/AppLayout';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { SupplierList } from '@/components/suppliers/SupplierList';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const SupplierForm = lazyPart(() => import('@/components/suppliers/SupplierForm').then((module) => module.SupplierForm), 'Carregando o formulário');

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

/** The fund's suppliers: everyone reads the list; administrators keep it here. */
const SuppliersPage: NextPageWithLayout = () => {
  const { isActingAsAdmin } = usePlan();
  const fetchSuppliers = useCallback(() => retornarFornecedores(), []);
  const suppliers = useApiQuery(fetchSuppliers);
  const [editing, setEditing] = useState<Fornecedor | null>(null);

  return (
    <>
      <PageTitle title="Fornecedores" />
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-white">Fornecedores</h1>
      <p className="mb-8 max-w-prose text-gray-700 dark:text-gray-300">As empresas que prestam serviços ao fundo, com o serviço prestado e o contato de cada uma.</p>
      {isActingAsAdmin ? (
        <section aria-labelledby="titulo-form-fornecedor" className={`mb-8 ${SECTION_CLASSES}`}>
          <h2 id="titulo-form-fornecedor" className="mb-4 text-lg font-semibold">
            {editing ? 'Alterar fornecedor' : 'Novo fornecedor'}
          </h2>
          <SupplierForm key={editing?.id ?? 'novo'} editing={editing} onSaved={() => (setEditing(null), suppliers.retry())} onCancelEdit={() => setEditing(null)} />
        </section>
      ) : null}
      <section aria-labelledby="titulo-lista-fornecedores" className={SECTION_CLASSES}>
        <h2 id="titulo-lista-fornecedores" className="mb-4 text-lg font-semibold">
          Lista de fornecedores
        </h2>
        {suppliers.isLoading ? (
          <DashboardSkeleton label="Carregando fornecedores" />
        ) : suppliers.error || !suppliers.data ? (
          <DashboardError title="Não foi possível carregar os fornecedores." message={suppliers.error?.message ?? ''} onRetry={suppliers.retry} />
        ) : suppliers.data.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">{isActingAsAdmin ? 'Nenhum fornecedor cadastrado. Inclua o primeiro no formulário acima.' : 'Nenhum fornecedor cadastrado.'}</p>
        ) : (
          <SupplierList suppliers={suppliers.data} canManage={isActingAsAdmin} onEdit={(supplier) => (setEditing(supplier), window.scrollTo({ top: 0 }))} onChanged={suppliers.retry} />
        )}
      </section>
    </>
  );
};

SuppliersPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SuppliersPage;
