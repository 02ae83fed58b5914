import type { ConfiguracaoContribuicao } from '@/domain/sporadic-contribution-rules';
import { api } from './api';

/** A sporadic contribution's slip and PIX code (service 7). */
export interface CobrancaEsporadica {
  id: number;
  valor: string;
  /** yyyy-MM-dd */
  vencimento: string;
  linhaDigitavel: string;
  codigoBarras: string;
  pixCopiaECola: string;
  /** The PIX QR code as an SVG data URL. */
  qrCode: string;
}

export interface CobrancaPendente extends CobrancaEsporadica {
  vencida: boolean;
}

export function gerarContribuicaoEsporadica(body: { idPessoa: number; idVinculoPlano: number; valor: string }) {
  return api.post<CobrancaEsporadica>('/gerarContribuicaoEsporadica', body);
}

export function retornarContribuicoesEsporadicas(idVinculoPlano: number) {
  return api.get<{ contribuicoes: CobrancaPendente[] }>(`/retornarContribuicoesEsporadicas/${idVinculoPlano}`);
}

export function retornarConfiguracaoContribuicao(idPlano: number) {
  return api.get<ConfiguracaoContribuicao>(`/retornarConfiguracaoContribuicao/${idPlano}`);
}

export function atualizarConfiguracaoContribuicao(idPlano: number, body: ConfiguracaoContribuicao) {
  return api.put<ConfiguracaoContribuicao>(`/atualizarConfiguracaoContribuicao/${idPlano}`, body);
}
