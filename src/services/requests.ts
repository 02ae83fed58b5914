import { REQUEST_PAGE_SIZE } from '@/domain/requests';
import { api } from './api';
import type { Anexo } from './attachments';

interface Named {
  id: number;
  nome: string;
}

export interface RequestStatus extends Named {
  /** Closed statuses (done, cancelled, rejected) cannot change any more. */
  encerrado: boolean;
}

export interface Requisicao {
  id: number;
  protocolo: string;
  dataSolicitacao: string;
  dataAtualizacao: string;
  pessoa: { id: number; nome: string; cpf: string };
  /** The name people read: the service's, or a loan request's operation ('Amortização de empréstimo'…). */
  nome: string;
  /** The service (catalogue, spec §2.5): every loan operation is 28 'Solicitar empréstimo'. */
  funcionalidade: Named;
  status: RequestStatus;
  vinculoPlano: { id: number; matricula: string; plano: Named & { nomeExibicao: string } };
}

export interface RequisicaoDetalhe extends Requisicao {
  dados: Record<string, unknown>;
  historico: { id: number; status: Named; autor: { id: number; nome: string; admin: 'S' | 'N' }; comentario: string | null; data: string }[];
  /** Legal due dates (exit options, portability); empty for other services. */
  prazos: { descricao: string; data: string }[];
  anexos: Anexo[];
  /** The statuses the service's workflow (settings/esteira) lets an administrator move it to; empty once closed. */
  proximosStatus: RequestStatus[];
}

export interface RequestFilters {
  idFuncionalidade?: number;
  idStatus?: number;
  /** yyyy-MM-dd, inclusive. */
  dataSolicitacaoInicio?: string;
  dataSolicitacaoFinal?: string;
}

export interface RequestListParams extends RequestFilters {
  idPessoa: number;
  idPlano: number;
  /** Zero-based (spec §4). */
  page: number;
  limit?: number;
}

export interface RequestPage {
  requisicoes: Requisicao[];
  totalPage: number;
  total: number;
}

export function retornarSolicitacoes({ limit = REQUEST_PAGE_SIZE, ...params }: RequestListParams) {
  return api.get<RequestPage>('/retornarSolicitacoes', { params: { ...params, limit } });
}

export function retornarSolicitacao(id: number) {
  return api.get<RequisicaoDetalhe>(`/retornarSolicitacao/${id}`);
}

export function cancelarSolicitacao(id: number) {
  return api.post<RequisicaoDetalhe>(`/cancelarSolicitacao/${id}`, {});
}

export function retornarRequisicaoFuncionalidades() {
  return api.get<Named[]>('/requisicaoFuncionalidade');
}

export function retornarRequisicaoStatus() {
  return api.get<RequestStatus[]>('/requisicaoStatus');
}
