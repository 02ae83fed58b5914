import { useCallback } from 'react';
import { retornarDesativacoesTemporarias } from '@/services/maintenance';
import { useApiQuery } from './useApiQuery';

/** The maintenance windows for the administrators' settings page; skipped when not wanted. */
export function useMaintenanceWindows(isWanted: boolean) {
  const fetchWindows = useCallback(() => retornarDesativacoesTemporarias(), []);
  return useApiQuery(isWanted ? fetchWindows : null);
}
