import type { ChosenChannel } from '@/domain/notices';
import { api } from './api';

export interface PreferenciasAviso {
  idPessoa: number;
  celular: { numero: string; formatado: string; verificado: boolean } | null;
  confirmacaoCelularDisponivel: boolean;
  canais: Array<{ canal: ChosenChannel; nome: string; disponivel: boolean; motivo: string | null }>;
  tipos: Array<{ tipo: string; nome: string; descricao: string; obrigatorio: boolean; canais: ChosenChannel[] }>;
}

export type PreferenciasAvisoSalvas = PreferenciasAviso & { message: string };

export function retornarPreferenciasAviso(idPessoa: number) {
  return api.get<PreferenciasAviso>('/retornarPreferenciasAviso', { params: { idPessoa } });
}

export function atualizarPreferenciasAviso(idPessoa: number, tipos: Array<{ tipo: string; canais: ChosenChannel[] }>) {
  return api.put<PreferenciasAvisoSalvas>('/atualizarPreferenciasAviso', { idPessoa, tipos });
}

export function enviarCodigoCelular(idPessoa: number, celular: string) {
  return api.post<PreferenciasAvisoSalvas>('/enviarCodigoCelular', { idPessoa, celular });
}

export function confirmarCelular(idPessoa: number, codigo: string) {
  return api.post<PreferenciasAvisoSalvas>('/confirmarCelular', { idPessoa, codigo });
}
