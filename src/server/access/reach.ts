import type { Database } from '../db/client';
import { HttpError, MESSAGES } from '../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../plugins/authentication';
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

export const LINK_NOT_FOUND = 'Vínculo não encontrado.';

/**
 * A plan link read for the caller: a participant reaches only their own (another's is 403 whether it exists or not,
 * so nothing is learnt about other people's links); an administrator reaches any, and an absent one is 404.
 */
export function reachableLink<T extends { idPessoa: number }>(auth: AuthenticatedPerson, link: T | null | undefined, notFound = LINK_NOT_FOUND): T {
  if (!link) throw auth.isAdmin ? new HttpError(404, notFound) : new HttpError(403, MESSAGES.forbidden);
  assertCanReachPessoa(auth, link.idPessoa);
  return link;
}
