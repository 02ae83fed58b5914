import type { RepresentationKind, RepresentationPowers, RepresentationStatus, RepresentativeRegistration } from '@/domain/representatives';
import { api } from './api';

export interface Representacao {
  id: number;
  idPessoa: number;
  nomePessoa: string;
  idRepresentante: number;
  nome: string;
  cpf: string;
  email: string | null;
  telefone: string | null;
  tipo: RepresentationKind;
  poderes: RepresentationPowers;
  inicioVigencia: string;
  fimVigencia: string;
  idAnexoDocumento: number | null;
  nomeDocumento: string | null;
  canaisAvisos: string[];
  situacao: RepresentationStatus;
  motivoRecusa: string | null;
  criadoEm: string;
}

export interface Representado {
  id: number;
  idPessoa: number;
  nome: string;
  cpf: string;
  dataNascimento: string;
  tipo: RepresentationKind;
  poderes: RepresentationPowers;
  fimVigencia: string;
}

export function cadastrarRepresentante(input: RepresentativeRegistration) {
  return api.post<{ id: number; message: string }>('/cadastrarRepresentante', input);
}

export function retornarRepresentantes(idPessoa: number) {
  return api.get<Representacao[]>(`/retornarRepresentantes/${idPessoa}`);
}

export function retornarRepresentacoesPendentes() {
  return api.get<Representacao[]>('/retornarRepresentacoesPendentes');
}

export function retornarRepresentados() {
  return api.get<Representado[]>('/retornarRepresentados');
}

export function aprovarRepresentacao(id: number) {
  return api.post<{ message: string }>(`/aprovarRepresentacao/${id}`);
}

export function recusarRepresentacao(id: number, motivo: string) {
  return api.post<{ message: string }>(`/recusarRepresentacao/${id}`, { motivo });
}

export function encerrarRepresentacao(id: number) {
  return api.post<{ message: string }>(`/encerrarRepresentacao/${id}`);
}
