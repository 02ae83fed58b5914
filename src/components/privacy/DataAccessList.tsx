import { useCallback, useEffect, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarAcessosDados } from '@/services/privacy';
import { QueryState } from '@/components/ui/QueryState';
import { lazyPart } from '@/components/ui/lazy-part';

// Drawn from the answer only: its code is fetched beside it, not in the page's first load.
const DataAccessTable = lazyPart(() => import('./DataAccessTable').then((module) => module.DataAccessTable), 'Carregando os acessos aos seus dados');

/** "Quem acessou meus dados": administrators and legal representatives who viewed the portal as the person or acted for them, newest first. */
export function DataAccessList({ idPessoa }: { idPessoa: number }) {
  const [page, setPage] = useState(0);
  const fetchAccesses = useCallback(() => retornarAcessosDados(idPessoa, page), [idPessoa, page]);
  const query = useApiQuery(fetchAccesses);
  useEffect(() => DataAccessTable.preload(), []);

  return (
    <QueryState query={query} label="Carregando os acessos aos seus dados" errorTitle="Não foi possível carregar os acessos aos seus dados.">
      {({ acessos, totalPage }) =>
        acessos.length === 0 && page === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Nenhum administrador ou representante acessou seus dados.</p>
        ) : (
          <DataAccessTable acessos={acessos} page={page} totalPage={totalPage} onPageChange={setPage} />
        )
      }
    </QueryState>
  );
}
