import type { Pessoa } from '@/domain/api-types';
import { PEOPLE_SEARCH_LIMIT } from '@/domain/constants';
import { api } from './api';

export interface PeopleSearchResult {
  pessoas: Pessoa[];
  total: number;
}

/** Administrators: people whose name or CPF matches the keyword. */
export function filtrarPessoas(palavraChave: string, { page = 0, limit = PEOPLE_SEARCH_LIMIT, signal }: { page?: number; limit?: number; signal?: AbortSignal } = {}) {
  return api.get<PeopleSearchResult>('/filtrarPessoas', { params: { palavraChave, page, limit }, signal });
}
