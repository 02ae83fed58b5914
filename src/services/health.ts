import { api } from './api';

export interface Saude {
  status: 'ok';
  banco: 'pglite' | 'postgres';
  versao: string;
}

export function retornarSaude() {
  return api.get<Saude>('/saude');
}
