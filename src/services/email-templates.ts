import type { EmailDeliveryStatus, EmailVariable } from '@/domain/email-templates';
import type { ShortTextChannel } from '@/domain/email-templates-short-texts';
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

/** The SMS or WhatsApp text of one notice kind (issue 28), as /retornarModelosMensagemCurta lists it. */
export interface ModeloMensagemCurta {
  tipo: string;
  /** The notice kind's name. */
  nome: string;
  descricao: string;
  canal: ShortTextChannel;
  nomeCanal: string;
  texto: string;
  padrao: string;
  personalizado: boolean;
  variaveis: EmailVariable[];
  /** Characters of the message as it goes, with a long first name and the link. */
  limite: number;
  /** What the text is on this channel (WhatsApp: the record of the template approved at Meta). */
  observacao: string | null;
}

export const retornarModelosMensagemCurta = () => api.get<ModeloMensagemCurta[]>('/retornarModelosMensagemCurta');

const shortTextPath = (verb: 'atualizar' | 'restaurar', tipo: string, canal: string) => `/${verb}ModeloMensagemCurta/${encodeURIComponent(tipo)}/${encodeURIComponent(canal)}`;

export const atualizarModeloMensagemCurta = (tipo: string, canal: string, body: { texto: string }) =>
  api.put<ModeloMensagemCurta & { message: string }>(shortTextPath('atualizar', tipo, canal), body);

export const restaurarModeloMensagemCurta = (tipo: string, canal: string) => api.post<ModeloMensagemCurta & { message: string }>(shortTextPath('restaurar', tipo, canal));
