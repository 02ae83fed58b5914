import type { CatalogueService } from '@/domain/plans-services-matrix';
import { api } from './api';

export interface Segmento {
  idPlano: number;
  idCategoria: number;
  idSituacao: number;
  funcionalidades: number[];
}

/** settings/services-management: the catalogue, the plans, categories and situations, and each segment's services. */
export interface MatrizFuncionalidades {
  planos: Array<{ id: number; nome: string; tipo: '1' | '2' }>;
  categorias: Array<{ id: number; nome: string }>;
  situacoes: Array<{ id: number; nome: string }>;
  funcionalidades: CatalogueService[];
  segmentos: Segmento[];
}

export interface SegmentoAtualizado extends Segmento {
  adicionados: number[];
  removidos: number[];
}

export function retornarMatrizFuncionalidades() {
  return api.get<MatrizFuncionalidades>('/retornarMatrizFuncionalidades');
}

export function atualizarPlanoFuncionalidades(idPlano: number, idCategoria: number, idSituacao: number, funcionalidades: number[]) {
  return api.put<SegmentoAtualizado>(`/atualizarPlanoFuncionalidades/${idPlano}/${idCategoria}/${idSituacao}`, { funcionalidades });
}
