import type { ProofOfLifeCycle, ProofOfLifeStatus } from '@/domain/proof-of-life';
import { api } from './api';

/** Where a link stands on its yearly proof of life, and its history (GET /retornarProvaDeVida). */
export interface ProvaDeVida {
  status: ProofOfLifeStatus;
  linha: string;
  ciclo: ProofOfLifeCycle;
  ate: string;
  podeEnviar: boolean;
  emAnalise: { protocolo: string } | null;
  suspensao: { desde: string } | null;
  ultimaRecusa: { protocolo: string; motivo: string; data: string } | null;
  declaracao: string;
  historico: Array<{
    id: number;
    idRequisicao: number;
    protocolo: string;
    forma: 'online' | 'documento';
    situacao: 'em_analise' | 'aprovada' | 'recusada' | 'cancelada';
    enviadaEm: string;
    analisadaEm: string | null;
    motivoRecusa: string | null;
  }>;
  suspensoes: Array<{ suspensaEm: string; reativadaEm: string | null; mesesAPagar: string[] }>;
}

export function retornarProvaDeVida(idVinculoPlano: number) {
  return api.get<ProvaDeVida>(`/retornarProvaDeVida/${idVinculoPlano}`);
}

export function enviarProvaDeVida(body: { idPessoa: number; idVinculoPlano: number; forma: 'online' | 'documento'; idAnexos: number[] }) {
  return api.post<{ id: number; protocolo: string; message: string }>('/enviarProvaDeVida', body);
}

export type PendingSituation = 'aberta' | 'em_carencia' | 'vencida' | 'em_analise' | 'suspensa';

export interface ProvaDeVidaPendente {
  idPessoa: number;
  nome: string;
  cpf: string;
  idVinculoPlano: number;
  matricula: string;
  plano: { id: number; nome: string };
  situacao: PendingSituation;
  vencimento: string;
  fimCarencia: string;
  protocoloEmAnalise: string | null;
  avisoSuspensaoEm: string | null;
  suspensaEm: string | null;
  podeSuspender: boolean;
}

export function retornarProvasDeVidaPendentes(params: { idPlano?: number; mes?: string; situacao?: PendingSituation }) {
  return api.get<{ itens: ProvaDeVidaPendente[]; total: number }>('/retornarProvasDeVidaPendentes', { params });
}

export function suspenderBeneficioPorProvaDeVida(idVinculoPlano: number) {
  return api.post<{ idVinculoPlano: number; suspensaEm: string; message: string }>(`/suspenderBeneficioPorProvaDeVida/${idVinculoPlano}`);
}

export interface ConfiguracaoProvaDeVida {
  regraMes: 'aniversario' | 'mes_fixo';
  mesFixo: number | null;
  carenciaDias: number;
  diasAntesVencimento: number;
  intervaloCarenciaDias: number;
  motivosRecusa: string[];
}

export function retornarConfiguracaoProvaDeVida(idPlano: number) {
  return api.get<ConfiguracaoProvaDeVida>(`/retornarConfiguracaoProvaDeVida/${idPlano}`);
}

export function atualizarConfiguracaoProvaDeVida(idPlano: number, body: ConfiguracaoProvaDeVida) {
  return api.put<ConfiguracaoProvaDeVida>(`/atualizarConfiguracaoProvaDeVida/${idPlano}`, body);
}
