/**
 * The second factor of administrators (TOTP, RFC 6238), as the web and the API both see it: the shapes of the codes
 * a person types. The verification itself (and the otpauth library) lives in domain/totp.ts, which the web never
 * imports, so the login page stays light.
 */

/** Six digits, a new one every 30 s (what authenticator apps show by default). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now: a clock up to 30 s off still works. */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

/** Recovery codes: 10 characters (50 bits) of a 32-letter alphabet without look-alikes (no 0, O, 1, I), shown as XXXXX-XXXXX. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_LENGTH = 10;

export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** What a person may type for a code: spaces and hyphens are ignored, letters in any case. */
export function normalizeTypedCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export function isTotpCode(raw: string): boolean {
  return TOTP_CODE_PATTERN.test(normalizeTypedCode(raw));
}

export function isRecoveryCode(raw: string): boolean {
  const code = normalizeTypedCode(raw);
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((char) => RECOVERY_CODE_ALPHABET.includes(char));
}

/** XXXXX-XXXXX, as the codes are shown and printed. */
export function formatRecoveryCode(code: string): string {
  const normalized = normalizeTypedCode(code);
  return `${normalized.slice(0, 5)}-${normalized.slice(5)}`;
}

export const SECOND_FACTOR_MESSAGES = {
  wrongCode: 'Código de verificação inválido. Confira o código no aplicativo autenticador e tente de novo.',
  challengeExpired: 'A verificação expirou. Entre de novo com seu CPF e sua senha.',
  required:
    'Administradores precisam da verificação em duas etapas para entrar. Peça a quem opera o servidor do portal para ativá-la para o seu CPF com o comando "npm run admin:totp" e tenha seu celular em mãos.',
  notEnrolled: 'A verificação em duas etapas não está ativada.',
  nothingPending: 'Comece de novo: gere um novo QR code para o aplicativo autenticador.',
  cannotDisableWhenRequired: 'A verificação em duas etapas é obrigatória para administradores neste portal e não pode ser desativada. Para trocar de celular, configure um novo aplicativo.',
} as const;
