import { api } from './api';

export interface SerieCota {
  idPlano: number;
  plano: string;
  idPerfilInvestimento: number | null;
  perfil: string | null;
  ultimaData: string | null;
  ultimoValor: string | null;
}

export interface ValorCota {
  idPlano: number;
  idPerfilInvestimento: number | null;
  data: string;
  /** Decimal string with a dot, 8 places. */
  valor: string;
}

export type ValorCotaBody = Pick<ValorCota, 'idPlano' | 'idPerfilInvestimento' | 'data' | 'valor'>;

export function retornarSeriesCota() {
  return api.get<SerieCota[]>('/retornarSeriesCota');
}

export function retornarValoresCota(idPlano: number, idPerfilInvestimento: number | null) {
  return api.get<ValorCota[]>('/retornarValoresCota', { params: idPerfilInvestimento === null ? { idPlano } : { idPlano, idPerfilInvestimento } });
}

export function criarValorCota(body: ValorCotaBody) {
  return api.post<ValorCota>('/criarValorCota', body);
}

export function atualizarValorCota(body: ValorCotaBody) {
  return api.put<ValorCota>('/atualizarValorCota', body);
}
