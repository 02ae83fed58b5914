import { api } from './api';

export interface TokenWebhook {
  token: string;
  /** Address of the Educação Financeira site with the token; null when not configured. */
  url: string | null;
}

export function retornarTokenWebhook(idPessoa: number) {
  return api.get<TokenWebhook>('/retornarTokenWebhook', { params: { idPessoa } });
}
