import { targetQuery, type NotificationTarget, type SegmentOptions } from '@/domain/notifications-target';
import { api } from './api';

export interface Segmentos extends SegmentOptions {
  tiposNotificacao: Array<{ id: number; nome: string }>;
}

export interface NotificacaoEnviada {
  id: number;
  titulo: string;
  descricao: string;
  data_notificacao: string;
  tipoNotificacao: { id: number; nome: string };
  destino: NotificationTarget;
  /** The portal page it points to, if any. */
  link: string | null;
  pessoaDestino: string | null;
  remetente: string | null;
  destinatarios: number;
  lidas: number;
}

/** The composer names plans as people read them ('Mais Valor'), not by their code. */
export async function retornarSegmentos(): Promise<Segmentos> {
  const answer = await api.get<Omit<Segmentos, 'planos'> & { planos: Array<{ id: number; nome: string; nomeExibicao: string }> }>('/retornarSegmentos');
  return { ...answer, planos: answer.planos.map(({ id, nomeExibicao }) => ({ id, nome: nomeExibicao })) };
}

export function criarNotificacao(body: { titulo: string; descricao: string; idTipoNotificacao: number; destino: NotificationTarget; link: string | null }) {
  return api.post<{ id: number; destinatarios: number }>('/criarNotificacao', body);
}

/** How many people a target reaches, counted by the server as the sending will choose them. */
export function retornarQuantidadeDestinatarios(destino: NotificationTarget) {
  return api.get<{ destinatarios: number }>('/retornarQuantidadeDestinatarios', { params: targetQuery(destino) });
}

export function retornarNotificacoesEnviadas(page: number, limit: number) {
  return api.get<{ notificacoes: NotificacaoEnviada[]; totalPage: number }>('/retornarNotificacoesEnviadas', { params: { page, limit } });
}
