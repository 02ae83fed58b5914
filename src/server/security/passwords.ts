import { hash, verify } from '@node-rs/argon2';

/** argon2id with at least the OWASP/ASVS parameters (m = 19 MiB, t = 2, p = 1). */
// algorithm 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the CPF is unknown, so both failures take the same time (no enumeration by timing). */
let decoyHash: Promise<string> | null = null;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  return decoyHash;
}
