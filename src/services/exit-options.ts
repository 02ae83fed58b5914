import type { ExitOptions } from '@/domain/exit-options';
import { api } from './api';

/** retornarOpcoesDesligamento: the four options on leaving the sponsor, with the participant's values. */
export type OpcoesDesligamento = ExitOptions & { idVinculoPlano: number };

export function retornarOpcoesDesligamento(idVinculoPlano: number) {
  return api.get<OpcoesDesligamento>(`/retornarOpcoesDesligamento/${idVinculoPlano}`);
}
