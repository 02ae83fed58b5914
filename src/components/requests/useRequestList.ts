import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarSolicitacoes, type RequestFilters } from '@/services/requests';

/** One page of the person's requests on a plan; new filters start again at page 0 (spec §4). */
export function useRequestList(idPessoa: number, idPlano: number) {
  const [filters, setFilters] = useState<RequestFilters>({});
  const [page, setPage] = useState(0);

  const fetchPage = useCallback(() => retornarSolicitacoes({ idPessoa, idPlano, page, ...filters }), [idPessoa, idPlano, page, filters]);
  const query = useApiQuery(fetchPage);

  const applyFilters = useCallback((next: RequestFilters) => {
    setFilters(next);
    setPage(0);
  }, []);

  return { ...query, page, setPage, filters, applyFilters };
}
