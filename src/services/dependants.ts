import type { DependantKind } from '@/domain/dependants';
import { api } from './api';
import type { MessageResponse } from './auth';

export type TipoDependente = DependantKind;

export interface Dependente {
  id: number;
  tipo: TipoDependente;
  nome: string;
  cpf: string | null;
  data_nascimento: string | null;
  parentesco: string | null;
  finalidade: string | null;
  percentual: string | null;
  completo: boolean;
}

export interface ListaDependentes {
  dependentes: Dependente[];
  somaPercentuais: string;
  somaCompleta: boolean;
  /** What is left to distribute to reach 100 % (pension beneficiaries), an exact decimal string such as "40.00". */
  percentualRestante: string;
}

export interface DependenteCampos {
  nome: string;
  cpf: string | null;
  data_nascimento: string | null;
  parentesco: string | null;
  finalidade: string | null;
  percentual: string | null;
}

export function retornarDependentes(idPessoa: number, tipo: TipoDependente) {
  return api.get<ListaDependentes>(`/retornarDependentes/${idPessoa}`, { params: { tipo } });
}

export function criarDependente(idPessoa: number, tipo: TipoDependente, campos: DependenteCampos) {
  return api.post<Dependente>('/criarDependente', { idPessoa, tipo, ...campos });
}

export function atualizarDependente(id: number, campos: DependenteCampos) {
  return api.put<Dependente>(`/atualizarDependente/${id}`, campos);
}

export function excluirDependente(id: number) {
  return api.delete<MessageResponse>(`/excluirDependente/${id}`);
}
