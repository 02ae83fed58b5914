import type { Funcionalidade, Plano, TemaPlano, VinculoPlano } from '@/domain/api-types';
import { api } from './api';

export function retornarPlanosAtivos(idPessoa: number) {
  return api.get<VinculoPlano[]>(`/retornarPlanosAtivos/${idPessoa}`);
}

/** Every plan (administrators only). */
export function retornarPlanos() {
  return api.get<Plano[]>('/retornarPlanos');
}

/** The features enabled for plan × category × situation; the server sends them as a JSON string. */
export async function retornarPlanoFuncionalidades(idPlano: number, idCategoria: number, idSituacao: number): Promise<Funcionalidade[]> {
  const answer = await api.get<{ funcionalidades: string }>(`/retornarPlanoFuncionalidades/${idPlano}/${idCategoria}/${idSituacao}`);
  const parsed: unknown = JSON.parse(answer.funcionalidades);
  return Array.isArray(parsed) ? (parsed as Funcionalidade[]) : [];
}

export function retornarConfiguracaoTema(idPlano: number) {
  return api.get<TemaPlano | null>(`/retornarConfiguracaoTema/${idPlano}`);
}
