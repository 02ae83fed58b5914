import type { EmailDeliveryStatus, EmailVariable } from '@/domain/email-templates';
import { api } from './api';

export interface ModeloEmail {
  chave: string;
  nome: string;
  /** When the portal sends it. */
  descricao: string;
  assunto: string;
  corpo: string;
  /** True when an administrator changed the default text. */
  personalizado: boolean;
  variaveis: EmailVariable[];
  obrigatorias: string[];
  padrao: { assunto: string; corpo: string };
}

export interface EmailEnviado {
  id: number;
  destinatario: string;
  assunto: string;
  chave: string | null;
  modelo: string | null;
  status: EmailDeliveryStatus;
  situacao: string;
  criadoEm: string;
  enviadoEm: string | null;
  erro: string | null;
}

export interface FiltroEmails {
  status?: EmailDeliveryStatus;
  chave?: string;
  destinatario?: string;
}

export interface PaginaEmails {
  registros: EmailEnviado[];
  page: number;
  totalPage: number;
  total: number;
}

export const retornarModelosEmail = () => api.get<ModeloEmail[]>('/retornarModelosEmail');

export const atualizarModeloEmail = (chave: string, body: { assunto: string; corpo: string }) =>
  api.put<ModeloEmail & { message: string }>(`/atualizarModeloEmail/${encodeURIComponent(chave)}`, body);

export const restaurarModeloEmail = (chave: string) => api.post<ModeloEmail & { message: string }>(`/restaurarModeloEmail/${encodeURIComponent(chave)}`);

/** Administrators: a page (from 0) of the sent e-mails, newest first; never their text. */
export function retornarEmailsEnviados(filter: FiltroEmails, page: number, limit: number) {
  const params = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return api.get<PaginaEmails>('/retornarEmailsEnviados', { params: { ...params, page, limit } });
}
