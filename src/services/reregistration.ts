import { api } from './api';
import type { DependenteCampos } from './dependants';

export type SituacaoCampanha = 'agendada' | 'aberta' | 'encerrada';
export type TipoComprovante = 'vida' | 'endereco';

export interface EnderecoAtual {
  residenteExterior: 'S' | 'N';
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

/** One person's re-registration: the campaign and the data to confirm or update. */
export interface Recadastramento {
  campanha: { id: number; titulo: string; inicio: string; fim: string; situacao: SituacaoCampanha };
  idPessoa: number;
  respondidoEm: string | null;
  comprovanteSugerido: TipoComprovante;
  comprovanteSugeridoNome: string;
  pessoa: { nome: string; email: string | null; telefone: string | null };
  endereco: EnderecoAtual | null;
  dependentes: Array<{
    id: number;
    tipo: 'imposto-renda' | 'previdencial';
    nome: string;
    cpf: string | null;
    parentesco: string | null;
    data_nascimento: string | null;
    finalidade: string | null;
    percentual: string | null;
  }>;
}

export interface RespostaRecadastramento {
  confirmacao: boolean;
  email?: string | null;
  telefone?: string | null;
  endereco?: Record<string, string>;
  /** Changes to the dependants, applied with the answer (the profile's rules; shares up to 100 %). */
  dependentes?: {
    incluir?: Array<DependenteCampos & { tipo: 'imposto-renda' | 'previdencial' }>;
    alterar?: Array<DependenteCampos & { id: number }>;
    excluir?: number[];
  };
  comprovante: { tipo: TipoComprovante; idAnexo: number };
}

export interface Enviado {
  idCampanha: number;
  idPessoa: number;
  respondidoEm: string;
  houveAlteracao: boolean;
  message: string;
}

export interface CampanhaResumo {
  id: number;
  titulo: string;
  inicio: string;
  fim: string;
  situacao: SituacaoCampanha;
  planos: Array<{ id: number; nome: string }>;
  total: number;
  concluidos: number;
  pendentes: number;
}

export interface PainelRecadastramento {
  campanha: Omit<CampanhaResumo, 'total' | 'concluidos' | 'pendentes'>;
  total: number;
  concluidos: number;
  pendentes: number;
  percentualConcluido: string;
  lembretesDisponiveis: number;
  pessoasPendentes: Array<{ idPessoa: number; nome: string; cpf: string; email: string | null; ultimoLembreteEm: string | null; lembretesEnviados: number }>;
  respostas: Array<{ idPessoa: number; nome: string; respondidoEm: string; canal: 'portal' | 'link' | null; houveAlteracao: boolean | null; tipoComprovante: TipoComprovante | null; idAnexoComprovante: number | null }>;
}

export const retornarRecadastramento = (idPessoa: number) => api.get<Recadastramento[]>(`/retornarRecadastramento/${idPessoa}`);
export const retornarRecadastramentoPorLink = (token: string) => api.get<Recadastramento>('/retornarRecadastramentoPorLink', { params: { token } });
export const enviarRecadastramento = (body: RespostaRecadastramento & { idCampanha: number; idPessoa: number }) => api.post<Enviado>('/enviarRecadastramento', body);
export const enviarRecadastramentoPorLink = (body: RespostaRecadastramento & { token: string }) => api.post<Enviado>('/enviarRecadastramentoPorLink', body);

/** The proof sent from the e-mailed link (no session): the body is the file, the token says whose it is. */
export async function enviarComprovantePorLink(token: string, file: File): Promise<number> {
  const answer = await api.post<{ id: number }>('/enviarComprovanteRecadastramento', file, {
    params: { token },
    headers: { 'Content-Type': 'application/octet-stream', 'X-Nome-Arquivo': encodeURIComponent(file.name) },
  });
  return answer.id;
}

export const retornarCampanhasRecadastramento = () => api.get<CampanhaResumo[]>('/retornarCampanhasRecadastramento');
export const retornarPainelRecadastramento = (idCampanha: number) => api.get<PainelRecadastramento>(`/retornarPainelRecadastramento/${idCampanha}`);
export const criarCampanhaRecadastramento = (body: { titulo: string; inicio: string; fim: string; idPlanos: number[] }) => api.post<PainelRecadastramento>('/criarCampanhaRecadastramento', body);
export const enviarLembretesRecadastramento = (idCampanha: number) =>
  api.post<{ enviados: number; ignoradosRecentes: number; semEmail: number; semAutorizacao: number; message: string }>('/enviarLembretesRecadastramento', { idCampanha });
