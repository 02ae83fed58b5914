import type { AgreementAcceptance, AgreementDeclaration, AgreementVersion } from '@/domain/agreement';
import { api } from './api';

export function retornarDeclaracaoConcordancia(idPessoa: number) {
  return api.get<AgreementDeclaration>(`/retornarDeclaracaoConcordancia/${idPessoa}`);
}

export function aceitarDeclaracaoConcordancia(idPessoa: number) {
  return api.post<{ versao: number; aceite: AgreementAcceptance; message: string }>('/aceitarDeclaracaoConcordancia', { idPessoa });
}

/** Every version of the declaration, newest first, with its acceptances (administrators). */
export function retornarVersoesDeclaracaoConcordancia() {
  return api.get<{ versoes: AgreementVersion[] }>('/retornarVersoesDeclaracaoConcordancia');
}

export function publicarDeclaracaoConcordancia(texto: string) {
  return api.post<{ versao: number; publicadaEm: string; message: string }>('/publicarDeclaracaoConcordancia', { texto });
}
