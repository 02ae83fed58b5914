import { api } from './api';

export interface AlteracaoSenhaSolicitada {
  message: string;
  sessoesEncerradas: number;
  /** Where the code went, masked. */
  email: string;
}

/** Administrators: end a person's sessions and send them a security code to choose a new password. */
export function solicitarAlteracaoSenha(idPessoa: number) {
  return api.post<AlteracaoSenhaSolicitada>('/solicitarAlteracaoSenha', { idPessoa });
}
