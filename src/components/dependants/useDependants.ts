import { useCallback } from 'react';
import type { DependantKind } from '@/domain/dependants';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarDependentes } from '@/services/dependants';

export function useDependants(idPessoa: number | null, tipo: DependantKind) {
  const fetchDependants = useCallback(() => retornarDependentes(idPessoa as number, tipo), [idPessoa, tipo]);
  return useApiQuery(idPessoa === null ? null : fetchDependants);
}
