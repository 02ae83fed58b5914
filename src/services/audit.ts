import { api } from './api';

const API_BASE = process.env.NEXT_PUBLIC_API_URL ?? '/api';

export interface FiltroAuditoria {
  idPessoa?: number;
  acao?: string;
  /** yyyy-MM-dd, both days included (the fund's calendar). */
  de?: string;
  ate?: string;
}

export interface RegistroAuditoria {
  id: number;
  criadoEm: string;
  /** dd/MM/aaaa HH:mm:ss, Brasília: the same text as the CSV. */
  quando: string;
  ator: { id: number; nome: string } | null;
  acao: string;
  descricao: string;
  pessoaAlvo: { id: number; nome: string } | null;
  detalhes: string;
  ip: string | null;
}

export interface PaginaAuditoria {
  registros: RegistroAuditoria[];
  page: number;
  totalPage: number;
  total: number;
}

const filterParams = (filter: FiltroAuditoria) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));

/** Administrators: a page (from 0) of the audit log, newest first. */
export function retornarAuditoria(filter: FiltroAuditoria, page: number, limit: number) {
  return api.get<PaginaAuditoria>('/retornarAuditoria', { params: { ...filterParams(filter), page, limit } });
}

/** The address of the filtered log as CSV: a plain link downloads it (the session cookie goes with a GET). */
export function exportarAuditoriaUrl(filter: FiltroAuditoria) {
  const query = new URLSearchParams(filterParams(filter)).toString();
  return `${API_BASE}/exportarAuditoria${query ? `?${query}` : ''}`;
}
