import { retornarSaude } from '@/services/health';
import { useApiQuery } from './useApiQuery';

export function useApiHealth() {
  return useApiQuery(retornarSaude);
}
