import { SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { assertReachableExistingPerson } from '../../access/reach';
import type { AuthenticatedPerson } from '../../plugins/authentication';

const TOKEN_LIFETIME = '5m';
export const WEBHOOK_AUDIENCE = 'educacao-financeira';

/** The "Educação Financeira" link: a short-lived HS256 token the external site verifies with the shared secret. */
export function createFinancialEducationService(db: Database, options: { url: string | null; secret: string }) {
  const key = new TextEncoder().encode(options.secret);
  return {
    async link(auth: AuthenticatedPerson, idPessoa: number) {
      await assertReachableExistingPerson(db, auth, idPessoa);
      const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(idPessoa)).setAudience(WEBHOOK_AUDIENCE).setIssuedAt().setExpirationTime(TOKEN_LIFETIME).sign(key);
      const url = options.url ? `${options.url}${options.url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : null;
      return { token, url };
    },
  };
}

export type FinancialEducationService = ReturnType<typeof createFinancialEducationService>;
