import { useCallback } from 'react';
import { retornarPlanosAtivos } from '@/services/plans';
import { useApiQuery } from './useApiQuery';

/** The person's plan links (vinculoPlano); pass null to skip the call, as for administrators. */
export function usePlanLinks(idPessoa: number | null) {
  const fetchPlanLinks = useCallback(() => retornarPlanosAtivos(idPessoa as number), [idPessoa]);
  return useApiQuery(idPessoa === null ? null : fetchPlanLinks);
}
