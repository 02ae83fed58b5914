import type { TaxIncentiveResult } from '@/domain/tax-incentive';
import { api } from './api';

export function simularIncentivoFiscal(body: { rendaTributavelAnual: string; contribuicoesAnuais: string; outrasDeducoes?: string }) {
  return api.post<TaxIncentiveResult>('/simularIncentivoFiscal', body);
}

export function retornarContribuicoesAnuais(idVinculoPlano: number) {
  return api.get<{ ano: number; contribuicoesAnuais: string; meses: number }>(`/retornarContribuicoesAnuais/${idVinculoPlano}`);
}

/** The December notice a participant asked for on a link (what is left of the 12 %, on the first business day of December). */
export interface AvisoDeducao {
  ativo: boolean;
  rendaTributavelAnual: string | null;
  outrasDeducoes: string | null;
  atualizadoEm: string | null;
  proximoAviso: string;
}

export function retornarAvisoDeducao(idVinculoPlano: number) {
  return api.get<AvisoDeducao>(`/retornarAvisoDeducao/${idVinculoPlano}`);
}

export function atualizarAvisoDeducao(idVinculoPlano: number, body: { ativo: boolean; rendaTributavelAnual?: string; outrasDeducoes?: string }) {
  return api.put<AvisoDeducao & { message: string }>(`/atualizarAvisoDeducao/${idVinculoPlano}`, body);
}
