import { api } from './api';

export interface Convite {
  id: number;
  nome: string;
  email: string;
  telefone: string;
  criadoEm: string;
}

export interface ConviteBody {
  idPessoa: number;
  nome: string;
  email: string;
  telefone: string;
}

export function convidarParticipante(body: ConviteBody) {
  return api.post<Convite & { message: string }>('/convidarParticipante', body);
}

export function retornarConvites(idPessoa: number) {
  return api.get<Convite[]>(`/retornarConvites/${idPessoa}`);
}
