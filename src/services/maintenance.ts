import type { JanelaManutencao } from '@/domain/api-types';
import { api } from './api';

/** A maintenance window as the administrators manage it. */
export interface DesativacaoTemporaria {
  id: number;
  dataInicio: string;
  dataFim: string;
  mensagem: string | null;
  status: 'ativa' | 'agendada' | 'encerrada';
}

export interface DesativacaoTemporariaBody {
  dataInicio: string;
  dataFim: string;
  mensagem?: string | null;
}

export function retornarDesativacaoTemporaria() {
  return api.get<JanelaManutencao>('/retornarDesativacaoTemporaria');
}

export function retornarDesativacoesTemporarias() {
  return api.get<DesativacaoTemporaria[]>('/retornarDesativacoesTemporarias');
}

export function criarDesativacaoTemporaria(body: DesativacaoTemporariaBody) {
  return api.post<DesativacaoTemporaria>('/criarDesativacaoTemporaria', body);
}

export function atualizarDesativacaoTemporaria(id: number, body: DesativacaoTemporariaBody) {
  return api.put<DesativacaoTemporaria>(`/atualizarDesativacaoTemporaria/${id}`, body);
}

export function encerrarDesativacaoTemporaria(id: number) {
  return api.post<DesativacaoTemporaria>(`/encerrarDesativacaoTemporaria/${id}`);
}
