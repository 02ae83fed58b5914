import type { JanelaManutencao } from '@/domain/api-types';
import { api } from './api';

export function retornarDesativacaoTemporaria() {
  return api.get<JanelaManutencao>('/retornarDesativacaoTemporaria');
}
