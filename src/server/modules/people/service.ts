import { onlyDigits } from '@/domain/cpf';
import type { Database } from '../../db/client';
import { searchPeople } from './repository';

/** The administrators' people search (filtrarPessoas): by part of the name, or by the CPF's digits. */
export function createPeopleService(db: Database) {
  return {
    search(palavraChave: string, page: number, limit: number) {
      const keyword = palavraChave.trim();
      return searchPeople(db, { name: keyword, digits: onlyDigits(keyword) }, page, limit);
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
