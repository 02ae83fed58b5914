import type { ContatoFundo } from '@/domain/fund-contact';
import { api } from './api';

/** The fund's phone, e-mail and opening hours (shown on the chat page). */
export function retornarContatoFundo() {
  return api.get<ContatoFundo>('/retornarContatoFundo');
}
