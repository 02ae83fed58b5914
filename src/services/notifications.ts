import type { Notificacao } from '@/domain/api-types';
import { api } from './api';

export interface NotificationScope {
  idPessoa: number;
  idPlano: number;
  idCategoria: number;
  idSituacao: number;
}

/** A person's notifications for a plan link; 0/0/0 = all of them (administrators, no link chosen). */
export function retornarNotificacoes({ idPessoa, idPlano, idCategoria, idSituacao }: NotificationScope) {
  return api.get<Notificacao[]>(`/retornarNotificacoes/${idPessoa}/${idPlano}/${idCategoria}/${idSituacao}`);
}

export function vizualizarNotificacoes(idsNotificacoes: number[], idPessoa: number) {
  return api.post<{ atualizadas: number }>('/vizualizarNotificacoes', { idsNotificacoes, idPessoa });
}
