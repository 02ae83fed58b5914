import type { VinculoPlano } from '@/domain/api-types';
import { api } from './api';

export function retornarPlanosAtivos(idPessoa: number) {
  return api.get<VinculoPlano[]>(`/retornarPlanosAtivos/${idPessoa}`);
}
