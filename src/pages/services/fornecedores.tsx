import { useCallback, useState, type ReactElement } from 'react';
import { usePlan } from '@/contexts/PlanContext';
import { useApiQuery } from '@/hooks/useApiQuery';
import type { Fornecedor } from '@/domain/documents-fund';
import { retornarFornecedores } from '@/services/documents';
import { AppLayout } from '@/components/layout/AppLayout';
import { AdminListStates, AdminSection } from '@/components/settings/AdminListEditor';
import { SupplierList } from '@/components/suppliers/SupplierList';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageTitle } from '@/components/ui/PageTitle';
import type { NextPageWithLayout } from '@/types/next';

const SupplierForm = lazyPart(() => import('@/components/suppliers/SupplierForm').then((module) => module.SupplierForm), 'Carregando o formulário');

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
        <AdminSection id="titulo-form-fornecedor" title={editing ? 'Alterar fornecedor' : 'Novo fornecedor'} spaced>
          <SupplierForm key={editing?.id ?? 'novo'} editing={editing} onSaved={() => (setEditing(null), suppliers.retry())} onCancelEdit={() => setEditing(null)} />
        </AdminSection>
      ) : null}
      <AdminSection id="titulo-lista-fornecedores" title="Lista de fornecedores">
        <AdminListStates
          query={suppliers}
          loadingLabel="Carregando fornecedores"
          errorTitle="Não foi possível carregar os fornecedores."
          emptyText={isActingAsAdmin ? 'Nenhum fornecedor cadastrado. Inclua o primeiro no formulário acima.' : 'Nenhum fornecedor cadastrado.'}
        >
          {(items) => <SupplierList suppliers={items} canManage={isActingAsAdmin} onEdit={(supplier) => (setEditing(supplier), window.scrollTo({ top: 0 }))} onChanged={suppliers.retry} />}
        </AdminListStates>
      </AdminSection>
    </>
  );
};

SuppliersPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SuppliersPage;
