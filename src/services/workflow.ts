import type { Transition } from '@/domain/workflow';
import { api } from './api';

/** A functionality's workflow (settings/esteira): the status changes its requests may go through. */
export interface Esteira {
  idFuncionalidade: number;
  nome: string;
  transicoes: Transition[];
}

export function retornarEsteiras() {
  return api.get<Esteira[]>('/retornarEsteira');
}

export function retornarEsteira(idFuncionalidade: number) {
  return api.get<Esteira>(`/retornarEsteira/${idFuncionalidade}`);
}

export function atualizarEsteira(idFuncionalidade: number, transicoes: Transition[]) {
  return api.put<Esteira>(`/atualizarEsteira/${idFuncionalidade}`, { transicoes });
}
