import { useCallback } from 'react';
import { retornarTokenWebhook } from '@/services/financial-education';
import { useApiQuery } from './useApiQuery';

/** The Educação Financeira address for the person, asked only when `isWanted` (loan kind); null otherwise or on failure. */
export function useEducacaoFinanceiraUrl(idPessoa: number | null, isWanted: boolean): string | null {
  const fetchToken = useCallback(() => retornarTokenWebhook(idPessoa as number), [idPessoa]);
  const { data } = useApiQuery(isWanted && idPessoa !== null ? fetchToken : null);
  return data?.url ?? null;
}
