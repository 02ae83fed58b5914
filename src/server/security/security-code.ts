import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/client';
import * as repository from '../modules/auth/repository';

/** How long a security code (for a new password) lives, and how many wrong tries it takes. */
export const SECURITY_CODE_TTL_MS = 10 * 60 * 1000;
export const SECURITY_CODE_MAX_TRIES = 5;
/** A code an administrator's forced change sends: the person may not read the e-mail within minutes (still five tries). */
export const FORCED_CHANGE_CODE_TTL_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored, bound to the person (the same six digits of another person never match). */
export function hashSecurityCode(idPessoa: number, code: string) {
  return createHash('sha256').update(`${idPessoa}:${code}`).digest('hex');
}

/**
 * A new six-digit code for the person, stored as its hash (the earlier open codes stop working); returns the code for
 * the e-mail. The one way codes are made: "Esqueci minha senha" and an administrator's forced change both use it, and
 * `validarCodigoSeguranca` / `redefinirSenha` accept either.
 */
export async function issueSecurityCode(db: Queryable, idPessoa: number, ttlMs = SECURITY_CODE_TTL_MS): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repository.createSecurityCode(db, { idPessoa, codigoHash: hashSecurityCode(idPessoa, code), expiraEm: new Date(Date.now() + ttlMs) });
  return code;
}
