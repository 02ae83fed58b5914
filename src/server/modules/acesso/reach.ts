import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import { findPersonRole } from './repository';

export const PERSON_NOT_FOUND = 'Pessoa não encontrada.';

/** The person may be reached by the caller (403 otherwise) and exists (404: an administrator may name anyone). */
export async function assertReachableExistingPerson(db: Database, auth: AuthenticatedPerson, idPessoa: number) {
  assertCanReachPessoa(auth, idPessoa);
  if (!(await findPersonRole(db, idPessoa))) throw new HttpError(404, PERSON_NOT_FOUND);
}

/** Whose data the caller is working on: the person an administrator is viewing as, or the caller. */
export function actingPersonId(auth: AuthenticatedPerson): number {
  return auth.idPessoaAlvo ?? auth.pessoa.id;
}
