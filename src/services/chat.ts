import { api } from './api';

export interface NewConversation {
  idPessoa: number;
  /** Only an administrator opens a conversation with itself as attendant (spec §6). */
  idPessoaAtendente: number | null;
  idPlano: number | null;
  idRequisicao: number | null;
  assunto: string;
  mensagem: string;
}

/** Spec §7: opens a conversation with its first message; the caller then goes to /chat?idConversa=<id>. */
export function criarConversa(body: NewConversation) {
  return api.post<{ id: number }>('/criarConversa', body);
}
