import type { ConsentChannel } from '@/domain/privacy';
import { api } from './api';

export interface Consentimentos {
  consentimentos: Array<{ canal: ConsentChannel; concedido: boolean; desde: string | null }>;
  historico: Array<{ id: number; canal: ConsentChannel; concedido: boolean; em: string; por: { id: number; nome: string; administrador: boolean } | null }>;
}

export interface AcessosDados {
  acessos: Array<{ id: number; em: string; administrador: { id: number; nome: string }; acao: string }>;
  total: number;
  totalPage: number;
}

export function retornarConsentimentos(idPessoa: number) {
  return api.get<Consentimentos>(`/retornarConsentimentos/${idPessoa}`);
}

export function atualizarConsentimento(idPessoa: number, body: { canal: ConsentChannel; concedido: boolean }) {
  return api.put<Consentimentos>(`/atualizarConsentimento/${idPessoa}`, body);
}

/** Pages start at 0 (spec §4). */
export function retornarAcessosDados(idPessoa: number, page: number) {
  return api.get<AcessosDados>(`/retornarAcessosDados/${idPessoa}`, { params: { page } });
}
