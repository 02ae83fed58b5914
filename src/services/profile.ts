import type { YesNo } from '@/domain/api-types';
import { api } from './api';

export interface Endereco {
  residenteExterior: YesNo;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  pais: string | null;
  codigoPostal: string | null;
  numeroIdentificacaoFiscal: string | null;
}

export interface VinculoComContribuicao {
  id: number;
  matricula: string;
  plano: { id: number; nome: string; nomeExibicao: string; tem_perfil: YesNo; tipo: string };
  categoria: { id: number; nome: string };
  situacao: { id: number; nome: string };
  dataAdesao: string;
  salario: string | null;
  formaPagamento: number | null;
  valorContribuicao: string | null;
  banco: string | null;
  /** The bank's name, resolved by the server from the Banco Central list; null for an unknown code. */
  bancoNome: string | null;
  agencia: string | null;
  conta: string | null;
  diaVencimento: number | null;
  percentualBasica: string | null;
  percentualSuplementar: string | null;
  perfilInvestimento: { id: number; nome: string } | null;
  regimeTributacao: string;
}

export interface Perfil {
  pessoa: {
    id: number;
    nome: string;
    cpf: string;
    data_nascimento: string;
    email: string | null;
    telefone: string | null;
    ppe: YesNo | null;
    faixaRenda: number | null;
  };
  endereco: Endereco | null;
  vinculos: VinculoComContribuicao[];
}

/** Domestic (residente_exterior 'N') or foreign address, with the field names of onboarding step 4. */
export type EnderecoPayload =
  | { foreignResident: 'N'; cep: string; logradouro: string; numero: string; complemento: string; bairro: string; cidade: string; estado: string }
  | { foreignResident: 'S'; country: string; postalCode: string; identificationNumber: string; complement: string };

export function retornarPerfil(idPessoa: number) {
  return api.get<Perfil>(`/retornarPerfil/${idPessoa}`);
}

export function atualizarContato(body: { idPessoa: number; email?: string | null; telefone?: string | null; senhaAtual?: string }) {
  return api.put<Perfil>('/atualizarContato', body);
}

export function atualizarEndereco(idPessoa: number, endereco: EnderecoPayload) {
  return api.put<Perfil>('/atualizarEndereco', { idPessoa, endereco });
}

/** The LGPD export as a JSON document (the browser file is made by the caller). */
export function exportarDados(idPessoa: number) {
  return api.get<Record<string, unknown>>(`/exportarDados/${idPessoa}`);
}

/** The same export as a readable PDF, made by the server. */
export function exportarDadosPdf(idPessoa: number) {
  return api.get<Blob>(`/exportarDados/${idPessoa}`, { params: { formato: 'pdf' }, responseType: 'blob' });
}
