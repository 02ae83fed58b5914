import { formatDateTime } from '@/domain/notifications';
import type { AcessosDados } from '@/services/privacy';
import { RequestPagination } from '@/components/requests/RequestPagination';

interface DataAccessTableProps {
  acessos: AcessosDados['acessos'];
  /** Zero-based. */
  page: number;
  totalPage: number;
  onPageChange: (page: number) => void;
}

/** One page of the accesses to the person's data, newest first, and the way to the others. */
export function DataAccessTable({ acessos, page, totalPage, onPageChange }: DataAccessTableProps) {
  return (
    <div>
      <div role="region" aria-label="Lista de acessos aos seus dados" tabIndex={0} className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-800">
              <th scope="col" className="py-2 pr-4 font-semibold">Data e hora</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Quem acessou</th>
              <th scope="col" className="py-2 font-semibold">O que fez</th>
            </tr>
          </thead>
          <tbody>
            {acessos.map((access) => (
              <tr key={access.id} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(access.em)}</td>
                <td className="py-2 pr-4">{access.administrador.nome}</td>
                <td className="py-2">{access.acao}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totalPage > 1 ? <RequestPagination page={page} totalPage={totalPage} onPageChange={onPageChange} label="Paginação dos acessos" /> : null}
    </div>
  );
}
