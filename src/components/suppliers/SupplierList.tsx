import { useState } from 'react';
import type { Fornecedor } from '@/domain/documents-fund';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { excluirFornecedor } from '@/services/documents';
import { RowActions } from '@/components/settings/AdminListEditor';
import { toast } from '@/components/ui/toast';

/** The suppliers as a table on wide screens and as cards on phones; administrators edit and remove. */
export function SupplierList({ suppliers, canManage, onEdit, onChanged }: { suppliers: Fornecedor[]; canManage: boolean; onEdit: (supplier: Fornecedor) => void; onChanged: () => void }) {
  const [removingId, setRemovingId] = useState<number | null>(null);

  const onRemove = async (supplier: Fornecedor) => {
    if (!window.confirm(`Excluir o fornecedor ${supplier.nome}?`)) return;
    setRemovingId(supplier.id);
    try {
      await excluirFornecedor(supplier.id);
      toast.success('Fornecedor excluído.');
      onChanged();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setRemovingId(null);
    }
  };

  const actions = (supplier: Fornecedor) =>
    canManage ? (
      <RowActions of={supplier.nome} onEdit={() => onEdit(supplier)} onRemove={() => void onRemove(supplier)} isRemoving={removingId === supplier.id} />
    ) : null;

  return (
    <>
      <ul className="space-y-3 md:hidden">
        {suppliers.map((supplier) => (
          <li key={supplier.id} className="rounded-xl border border-gray-200 p-4 text-sm dark:border-gray-800">
            <p className="break-words text-base font-semibold text-gray-900 dark:text-white">{supplier.nome}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold">CNPJ</dt>
              <dd>{supplier.cnpj}</dd>
              <dt className="font-semibold">Serviço</dt>
              <dd className="break-words">{supplier.servico}</dd>
              <dt className="font-semibold">Contato</dt>
              <dd className="break-words">{supplier.contato}</dd>
            </dl>
            {canManage ? <div className="mt-3">{actions(supplier)}</div> : null}
          </li>
        ))}
      </ul>
      <div role="region" aria-label="Fornecedores" tabIndex={0} className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-800">
              <th scope="col" className="py-2 pr-4 font-semibold">Nome</th>
              <th scope="col" className="py-2 pr-4 font-semibold">CNPJ</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Serviço</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Contato</th>
              {canManage ? (
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">Ações</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {suppliers.map((supplier) => (
              <tr key={supplier.id} className="border-b border-gray-100 align-top last:border-0 dark:border-gray-800">
                <td className="py-3 pr-4 font-medium">{supplier.nome}</td>
                <td className="whitespace-nowrap py-3 pr-4">{supplier.cnpj}</td>
                <td className="py-3 pr-4">{supplier.servico}</td>
                <td className="break-words py-3 pr-4">{supplier.contato}</td>
                {canManage ? <td className="py-3">{actions(supplier)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
