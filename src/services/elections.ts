import type { ElectionStatus } from '@/domain/elections';
import { api } from './api';

/** Elections (issue 16): the participant's ballot and the administrators' settings. */

export interface PlanoRef {
  id: number;
  nome: string;
}

export interface EleicaoResumo {
  id: number;
  titulo: string;
  inicio: string;
  fim: string;
  vagas: number;
  status: ElectionStatus;
  encerradaEm: string | null;
  planos: PlanoRef[];
  totalCandidatos: number;
  jaVotou: boolean;
  /** Administrators only: how many voted so far. */
  votantes: number | null;
}

export interface Candidato {
  id: number;
  nome: string;
  descricao: string | null;
  /** The id of the photo's attachment (GET /api/retornarAnexo/{foto}); null shows the initials. */
  foto: number | null;
}

export interface Comprovante {
  codigo: string;
  votouEm: string;
}

export interface EleicaoDetalhe extends Omit<EleicaoResumo, 'totalCandidatos' | 'votantes'> {
  candidatos: Candidato[];
  comprovante: Comprovante | null;
}

/** The receipt of a vote: never the candidate. */
export interface ComprovanteVoto extends Comprovante {
  idEleicao: number;
  titulo: string;
}

export interface ResultadoEleicao {
  idEleicao: number;
  titulo: string;
  vagas: number;
  candidatos: Array<{ id: number; nome: string; foto: number | null; votos: number }>;
  totalVotos: number;
  participacao: { votantes: number; eleitores: number; percentual: string };
}

export interface ParticipacaoEleicao {
  idEleicao: number;
  total: number;
  votantes: Array<{ idPessoa: number; nome: string; votouEm: string }>;
}

export interface CriarEleicaoBody {
  titulo: string;
  inicio: string;
  fim: string;
  idPlanos: number[];
  vagas: number;
  candidatos: Array<{ nome: string; descricao?: string | null; foto?: number | null }>;
}

export const retornarEleicoes = () => api.get<EleicaoResumo[]>('/retornarEleicoes');
export const retornarEleicao = (id: number) => api.get<EleicaoDetalhe>(`/retornarEleicao/${id}`);
export const votar = (idEleicao: number, idCandidato: number) => api.post<ComprovanteVoto>('/votar', { idEleicao, idCandidato });
export const retornarResultadoEleicao = (id: number) => api.get<ResultadoEleicao>(`/retornarResultadoEleicao/${id}`);
export const retornarParticipacaoEleicao = (id: number) => api.get<ParticipacaoEleicao>(`/retornarParticipacaoEleicao/${id}`);
export const criarEleicao = (body: CriarEleicaoBody) => api.post<EleicaoResumo>('/criarEleicao', body);
export const encerrarEleicao = (id: number) => api.post<Omit<EleicaoResumo, 'planos' | 'totalCandidatos' | 'jaVotou' | 'votantes'>>(`/encerrarEleicao/${id}`);
