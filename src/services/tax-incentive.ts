import type { TaxIncentiveResult } from '@/domain/tax-incentive';
import { api } from './api';

export function simularIncentivoFiscal(body: { rendaTributavelAnual: string; contribuicoesAnuais: string; outrasDeducoes?: string }) {
  return api.post<TaxIncentiveResult>('/simularIncentivoFiscal', body);
}

export function retornarContribuicoesAnuais(idVinculoPlano: number) {
  return api.get<{ ano: number; contribuicoesAnuais: string; meses: number }>(`/retornarContribuicoesAnuais/${idVinculoPlano}`);
}
