import { api } from './api';

/** The request centre's calls (administrators): every request, its detail and the change of status. */

export interface RequestStatus {
  id: number;
  nome: string;
  encerrado: boolean;
}

export interface RequestListItem {
  id: number;
  protocolo: string;
  dataSolicitacao: string;
  dataAtualizacao: string;
  pessoa: { id: number; nome: string; cpf: string };
  funcionalidade: { id: number; nome: string };
  status: RequestStatus;
  vinculoPlano: { id: number; matricula: string; plano: { id: number; nome: string } };
}

export interface RequestHistoryItem {
  id: number;
  status: { id: number; nome: string };
  autor: { id: number; nome: string; admin: 'S' | 'N' };
  comentario: string | null;
  data: string;
}

export interface RequestDetail extends RequestListItem {
  dados: Record<string, unknown>;
  historico: RequestHistoryItem[];
  prazos: { descricao: string; data: string }[];
}

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
