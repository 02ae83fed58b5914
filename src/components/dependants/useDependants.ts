import { useCallback, useState } from 'react';
import type { DependantKind } from '@/domain/dependants';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarDependentes, type ListaDependentes } from '@/services/dependants';

/**
 * The person's dependants of one kind. While a change is reloaded the last list stays on screen (no skeleton
 * flash after each save); a different person or kind starts from the loading state.
 */
export function useDependants(idPessoa: number | null, tipo: DependantKind) {
  const fetchDependants = useCallback(() => retornarDependentes(idPessoa as number, tipo), [idPessoa, tipo]);
  const query = useApiQuery(idPessoa === null ? null : fetchDependants);
  const key = `${idPessoa}/${tipo}`;
  const [kept, setKept] = useState<{ key: string; data: ListaDependentes } | null>(null);
  if (query.data && kept?.data !== query.data) setKept({ key, data: query.data });
  const data = query.data ?? (kept?.key === key ? kept.data : undefined);
  return { ...query, data, isLoading: query.isLoading && !data };
}
