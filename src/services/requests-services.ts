import type { ServiceLimits } from '@/domain/requests-services';
import type { OpenRequest } from '@/domain/api-types';
import { api } from './api';

/** What a service's page shows before the form (retornarRegrasSolicitacao). */
export interface ServiceRules {
  idFuncionalidade: number;
  limites: ServiceLimits;
  elegivel: boolean;
  motivos: string[];
  /** yyyy-MM-dd, when being ineligible is only a matter of time. */
  elegivelEm: string | null;
  valores: Record<string, unknown> | null;
  solicitacaoAberta: OpenRequest | null;
}

export interface ServiceRequest {
  idPessoa: number;
  idVinculoPlano: number;
  idFuncionalidade: number;
  dados: Record<string, unknown>;
  /** In the order of the service's documents. */
  idAnexos?: number[];
}

export function retornarRegrasSolicitacao(idFuncionalidade: number, idVinculoPlano: number) {
  return api.get<ServiceRules>(`/retornarRegrasSolicitacao/${idFuncionalidade}/${idVinculoPlano}`);
}

/** The one call every request service opens its request with. */
export function criarSolicitacao(body: ServiceRequest) {
  return api.post<{ id: number; protocolo: string }>('/criarSolicitacao', body);
}
