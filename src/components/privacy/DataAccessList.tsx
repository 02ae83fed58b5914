import { useCallback, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatDateTime } from '@/domain/notifications';
import { canGoToNextPage, canGoToPreviousPage, pageLabel } from '@/domain/requests';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarAcessosDados } from '@/services/privacy';
import { QueryState } from '@/components/ui/QueryState';
import { Button } from '@/components/ui/Button';

/** "Quem acessou meus dados": administrators and legal representatives who viewed the portal as the person or acted for them, newest first. */
export function DataAccessList({ idPessoa }: { idPessoa: number }) {
  const [page, setPage] = useState(0);
  const fetchAccesses = useCallback(() => retornarAcessosDados(idPessoa, page), [idPessoa, page]);
  const query = useApiQuery(fetchAccesses);

  return (
    <QueryState query={query} label="Carregando os acessos aos seus dados" errorTitle="Não foi possível carregar os acessos aos seus dados.">
      {({ acessos, totalPage }) => {
        if (acessos.length === 0 && page === 0) return <p className="text-gray-700 dark:text-gray-300">Nenhum administrador ou representante acessou seus dados.</p>;

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
            {totalPage > 1 ? (
              <nav aria-label="Paginação dos acessos" className="mt-4 flex flex-nowrap items-center justify-between gap-2 sm:gap-3">
                <Button variant="secondary" size="sm" className="shrink-0" disabled={!canGoToPreviousPage(page)} onClick={() => setPage(page - 1)} icon={<ChevronLeft aria-hidden="true" className="size-4" />}>
                  Anterior
                </Button>
                <p aria-live="polite" className="min-w-0 flex-1 text-center text-sm text-gray-700 dark:text-gray-300">
                  {pageLabel(page, totalPage)}
                </p>
                <Button variant="secondary" size="sm" className="shrink-0" disabled={!canGoToNextPage(page, totalPage)} onClick={() => setPage(page + 1)}>
                  Próxima
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </nav>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
