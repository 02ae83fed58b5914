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

/** A designated beneficiary (who receives the balance if the participant dies before retiring), as the API answers it. */
export interface BeneficiarioIndicado {
  nome: string;
  cpf: string;
  parentesco: string;
  /** "60.00" */
  percentual: string;
  email: string | null;
  telefone: string | null;
}

export interface BeneficiariosIndicados {
  beneficiarios: BeneficiarioIndicado[];
  somaPercentuais: string;
  permiteIndicacao: boolean;
  exigeAprovacao: boolean;
  solicitacaoAberta: { id: number; protocolo: string; dataSolicitacao: string; status: string; beneficiarios: BeneficiarioIndicado[] } | null;
}

export interface VersaoBeneficiariosIndicados {
  id: number;
  data: string;
  autor: { id: number; nome: string; administrador: boolean } | null;
  protocolo: string | null;
  aprovadoPor: string | null;
  beneficiarios: BeneficiarioIndicado[];
  somaPercentuais: string;
  alteracoes: { incluidos: string[]; removidos: string[]; alterados: string[] };
}

export type BeneficiarioIndicadoCampos = Pick<BeneficiarioIndicado, 'nome' | 'cpf' | 'parentesco' | 'percentual' | 'email' | 'telefone'>;

/** 200: the list saved; 202: a request the fund concludes (its protocol). */
export type AtualizacaoBeneficiariosIndicados = { beneficiarios: BeneficiarioIndicado[]; somaPercentuais: string; message: string } | { id: number; protocolo: string; message: string };

export function retornarBeneficiariosIndicados(idVinculoPlano: number) {
  return api.get<BeneficiariosIndicados>(`/retornarBeneficiariosIndicados/${idVinculoPlano}`);
}

export function atualizarBeneficiariosIndicados(idVinculoPlano: number, beneficiarios: BeneficiarioIndicadoCampos[]) {
  return api.put<AtualizacaoBeneficiariosIndicados>(`/atualizarBeneficiariosIndicados/${idVinculoPlano}`, { beneficiarios });
}

export function retornarHistoricoBeneficiariosIndicados(idVinculoPlano: number) {
  return api.get<{ versoes: VersaoBeneficiariosIndicados[] }>(`/retornarHistoricoBeneficiariosIndicados/${idVinculoPlano}`);
}

export interface ConfiguracaoBeneficiariosIndicados {
  permiteIndicacao: boolean;
  exigeAprovacao: boolean;
}

export function retornarConfiguracaoBeneficiariosIndicados(idPlano: number) {
  return api.get<ConfiguracaoBeneficiariosIndicados>(`/retornarConfiguracaoBeneficiariosIndicados/${idPlano}`);
}

export function atualizarConfiguracaoBeneficiariosIndicados(idPlano: number, configuracao: ConfiguracaoBeneficiariosIndicados) {
  return api.put<ConfiguracaoBeneficiariosIndicados & { message: string }>(`/atualizarConfiguracaoBeneficiariosIndicados/${idPlano}`, configuracao);
}
