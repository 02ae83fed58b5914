import { api } from './api';
import type { RequestStatus, Requisicao as RequestListItem, RequisicaoDetalhe as RequestDetail } from './requests';

/** The request centre's calls (administrators): every request, its detail and the change of status. */

// The same shapes the participant's tracking reads: one API, one set of types.
export type { RequestDetail, RequestListItem, RequestStatus };
export type RequestHistoryItem = RequestDetail['historico'][number];

export interface RequestFilters {
  palavraChave?: string;
  idPlano?: number;
  idFuncionalidade?: number;
  idStatus?: number;
  /** yyyy-MM-dd */
  dataSolicitacaoInicio?: string;
  dataSolicitacaoFinal?: string;
}

export interface RequestPage {
  requisicoes: RequestListItem[];
  totalPage: number;
  total: number;
}

export function retornarSolicitacoes(filters: RequestFilters, page: number, limit: number) {
  return api.get<RequestPage>('/retornarSolicitacoes', { params: { ...filters, page, limit } });
}

export function retornarSolicitacao(id: number) {
  return api.get<RequestDetail>(`/retornarSolicitacao/${id}`);
}

export function alterarStatusSolicitacao(id: number, body: { idStatus: number; comentario: string | null }) {
  return api.post<RequestDetail>(`/alterarStatusSolicitacao/${id}`, body);
}

export function requisicaoFuncionalidade() {
  return api.get<{ id: number; nome: string }[]>('/requisicaoFuncionalidade');
}

export function requisicaoStatus() {
  return api.get<RequestStatus[]>('/requisicaoStatus');
}
