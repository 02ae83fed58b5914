import type { DeathDestination, DeathReportStatus } from '@/domain/death-report';
import { api } from './api';

export interface ComunicacaoResumo {
  id: number;
  protocolo: string;
  cpfFalecido: string;
  nomeFalecido: string | null;
  ehParticipante: boolean;
  dataObito: string;
  nomeComunicante: string;
  parentesco: string;
  situacao: DeathReportStatus;
  criadoEm: string;
}

export interface PessoaComDireito {
  origem: string;
  nome: string;
  cpf: string | null;
  parentesco: string | null;
  percentual: string | null;
  parcela: string;
}

export interface ComunicacaoFalecimento extends ComunicacaoResumo {
  comunicante: { nome: string; cpf: string; parentesco: string; email: string | null; telefone: string | null };
  certidao: { nome: string; tipoConteudo: string; tamanho: number };
  motivo: string | null;
  decididoEm: string | null;
  falecido: {
    id: number;
    nome: string;
    cpf: string;
    dataNascimento: string;
    vinculos: Array<{ id: number; matricula: string; plano: { id: number; nome: string }; situacao: { id: number; nome: string }; pessoasComDireito: PessoaComDireito[] }>;
  } | null;
}

/** The public notice: a multipart form with the certificate (the browser sets the boundary). */
export function comunicarFalecimento(form: FormData) {
  return api.post<{ protocolo: string; mensagem: string }>('/comunicarFalecimento', form);
}

export function retornarComunicacoesFalecimento() {
  return api.get<ComunicacaoResumo[]>('/retornarComunicacoesFalecimento');
}

export function retornarComunicacaoFalecimento(id: number) {
  return api.get<ComunicacaoFalecimento>(`/retornarComunicacaoFalecimento/${id}`);
}

export function confirmarFalecimento(id: number, destinos: Array<{ idVinculoPlano: number; destino: DeathDestination }>) {
  return api.post<ComunicacaoFalecimento>('/confirmarFalecimento', { id, destinos });
}

export function descartarComunicacaoFalecimento(id: number, motivo: string) {
  return api.post<ComunicacaoFalecimento>('/descartarComunicacaoFalecimento', { id, motivo });
}

/** The certificate's address: a plain link opens it with the session cookie (a GET). */
export function certificateUrl(id: number) {
  return `${process.env.NEXT_PUBLIC_API_URL ?? '/api'}/retornarCertidaoFalecimento/${id}`;
}
