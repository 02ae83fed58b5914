import type { ChatMessage } from '@/domain/realtime-events';
import { api } from './api';

/** One conversation of the list, with its last message and what the viewer has not read yet. */
export interface Conversa {
  id: number;
  assunto: string;
  criadoEm: string;
  idRequisicao: number | null;
  pessoa: { id: number; nome: string };
  atendente: { id: number; nome: string } | null;
  plano: { id: number; nome: string } | null;
  naoLidas: number;
  ultimaMensagem: string | null;
  ultimaMensagemEm: string | null;
}

/** Participants pass their own id; administrators pass none and get every conversation. */
export function retornarConversas(idPessoa: number | null) {
  return api.get<Conversa[]>('/retornarConversas', { params: idPessoa !== null ? { idPessoa } : {} });
}

export function criarConversa(body: { idPessoa: number; idPessoaAtendente: number | null; idPlano: number | null; idRequisicao: number | null; assunto: string; mensagem: string }) {
  return api.post<{ id: number }>('/criarConversa', body);
}

/** Messages after an id (0 = from the start), in id order: the first load and the catch-up after a reconnection. */
export function retornarMensagens(idConversa: number, depoisDe = 0) {
  return api.get<ChatMessage[]>(`/retornarMensagens/${idConversa}`, { params: { depoisDe } });
}

/** The same key sent again returns the message already stored, so a retry never writes a copy. */
export function enviarMensagem(body: { idConversa: number; texto: string; chaveIdempotencia: string; idAnexo?: number | null }) {
  return api.post<ChatMessage>('/enviarMensagem', body);
}

export function marcarMensagensLidas(idConversa: number) {
  return api.post<{ ateId: number }>('/marcarMensagensLidas', { idConversa });
}

/** The unread messages across the same conversations as retornarConversas (the top bar's chat badge). */
export function retornarTotalNaoLidas(idPessoa: number | null) {
  return api.get<{ naoLidas: number }>('/retornarTotalNaoLidas', { params: idPessoa !== null ? { idPessoa } : {} });
}
