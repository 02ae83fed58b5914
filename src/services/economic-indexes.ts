import { api } from './api';

/** The monthly economic indexes (IPCA, INPC, IGP-M): GET for anyone signed in, writes for administrators. */

export interface IndiceEconomico {
  id: number;
  codigo: string;
  nome: string;
  fonte: string;
  ultimoValor: { competencia: string; variacao: string } | null;
  /** Percent with 2 places; null without 12 consecutive months. */
  acumulado12Meses: string | null;
}

export interface ValorIndice {
  idIndice: number;
  /** AAAA-MM */
  competencia: string;
  /** Percent, dot decimal, 4 places. */
  variacao: string;
  acumulado12Meses: string | null;
}

export interface ValorIndiceBody {
  idIndice: number;
  competencia: string;
  variacao: string;
}

export function retornarIndices() {
  return api.get<IndiceEconomico[]>('/retornarIndices');
}

export function retornarValoresIndice(idIndice: number, periodo: { inicio?: string; fim?: string } = {}) {
  return api.get<ValorIndice[]>(`/retornarValoresIndice/${idIndice}`, { params: periodo });
}

export function criarValorIndice(body: ValorIndiceBody) {
  return api.post<Omit<ValorIndice, 'acumulado12Meses'>>('/criarValorIndice', body);
}

export function atualizarValorIndice(body: ValorIndiceBody) {
  return api.put<Omit<ValorIndice, 'acumulado12Meses'>>('/atualizarValorIndice', body);
}
