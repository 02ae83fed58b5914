import type { DocumentCategory, DocumentoPublicado, Fornecedor } from '@/domain/documents-fund';
import { api } from './api';

const API_BASE = process.env.NEXT_PUBLIC_API_URL ?? '/api';

export interface DocumentoBody {
  idAnexo: number;
  titulo: string;
  categoria: DocumentCategory;
  /** null = every plan. */
  idPlanos: number[] | null;
  ano?: number | null;
  descricao?: string | null;
}

export function retornarDocumentos(filter: { categoria?: DocumentCategory; ano?: number } = {}) {
  return api.get<DocumentoPublicado[]>('/retornarDocumentos', { params: filter });
}

export function publicarDocumento(body: DocumentoBody) {
  return api.post<DocumentoPublicado>('/publicarDocumento', body);
}

export function atualizarDocumento(id: number, body: DocumentoBody) {
  return api.put<DocumentoPublicado>(`/atualizarDocumento/${id}`, body);
}

export function excluirDocumento(id: number) {
  return api.delete<{ message: string }>(`/excluirDocumento/${id}`);
}

/** The file's address: a plain link downloads it with the session cookie (a GET). */
export function documentFileUrl(document: Pick<DocumentoPublicado, 'anexo'>) {
  return `${API_BASE}/retornarAnexo/${document.anexo.id}`;
}

export interface FornecedorBody {
  nome: string;
  cnpj: string;
  servico: string;
  contato: string;
}

export function retornarFornecedores() {
  return api.get<Fornecedor[]>('/retornarFornecedores');
}

export function criarFornecedor(body: FornecedorBody) {
  return api.post<Fornecedor>('/criarFornecedor', body);
}

export function atualizarFornecedor(id: number, body: FornecedorBody) {
  return api.put<Fornecedor>(`/atualizarFornecedor/${id}`, body);
}

export function excluirFornecedor(id: number) {
  return api.delete<{ message: string }>(`/excluirFornecedor/${id}`);
}
