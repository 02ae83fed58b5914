import { createRequire } from 'node:module';
import { passwordProblem } from '@/domain/auth-password';
import { BRAZILIAN_COMMON_PASSWORDS } from './common-passwords-br';

/**
 * Refuses the most common passwords (OWASP ASVS 5.0 V6.2.4). Server only: the lists (about 49 000 leaked passwords
 * from @zxcvbn-ts/language-common, ranked by frequency, plus common-passwords-br.ts) never reach the pages' code.
 *
 * The portal's rules (upper and lower case, digit, special character, 8 characters) are met by dressing a common word
 * up, and that is what guessing tools try first: capitalize it and append digits and symbols ('senha' →
 * 'Senha@123'). So the comparison ignores case and accents, and a password is also refused when what is left after
 * removing its trailing digits and symbols (its word) is the word of a listed password: 'Mudar@123', 'MUDAR#2026',
 * 'Flamengo!1981' and 'Password@2026' are refused; 'Previdencia@2026' (not a listed word) and 'Mudar@123x' (the
 * word does not end where the digits begin) are not. Words of fewer than 4 letters are not compared that way, or
 * every 'Ab…' would be suspect.
 */

export const COMMON_PASSWORD_MESSAGE = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.';

const MIN_WORD_LENGTH = 4;

/** Lower case, without accents (NFKD, then the combining marks dropped): 'SÃO' → 'sao'. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The password without its trailing run of digits and symbols (anything but letters): 'senha@123' → 'senha'. */
export function passwordWord(normalized: string): string {
  return normalized.replace(/[^\p{L}]+$/u, '');
}

interface CommonPasswords {
  passwords: Set<string>;
  words: Set<string>;
}

let lists: CommonPasswords | null = null;

/**
 * The leaked passwords' list, read on first use: the package decompresses its 49 000 words when it is loaded, some
 * 3 MB of heap that a process would otherwise hold from its start whether or not anyone changes a password.
 */
const requireHere = createRequire(import.meta.url);
function leakedPasswords(): readonly string[] {
  const { dictionary } = requireHere('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  return dictionary['passwords-common'];
}

/** Built on first use (some 50 000 strings), not when the server starts. */
function commonPasswords(): CommonPasswords {
  if (lists) return lists;
  const passwords = new Set<string>();
  const words = new Set<string>();
  for (const entry of [...leakedPasswords(), ...BRAZILIAN_COMMON_PASSWORDS]) {
    const normalized = normalizePassword(entry);
    passwords.add(normalized);
    const word = passwordWord(normalized);
    if ([...word].length >= MIN_WORD_LENGTH) words.add(word);
  }
  lists = { passwords, words };
  return lists;
}

/** How many distinct passwords are refused outright (the ASVS asks for at least 3 000). */
export function commonPasswordCount(): number {
  return commonPasswords().passwords.size;
}

export function isCommonPassword(password: string): boolean {
  const { passwords, words } = commonPasswords();
  const normalized = normalizePassword(password);
  if (passwords.has(normalized)) return true;
  const word = passwordWord(normalized);
  return [...word].length >= MIN_WORD_LENGTH && words.has(word);
}

/** The rules of spec §5 and the minimum length (shared with the web), then the list of common passwords. */
export function serverPasswordProblem(password: string): string | null {
  return passwordProblem(password) ?? (isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null);
}
