import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS, normalizeTypedCode } from './second-factor';

/**
 * TOTP (RFC 6238) on HMAC-SHA-1, 6 digits, 30 s: what every authenticator app reads from an otpauth:// QR code.
 * otpauth (hectorm) does the HOTP arithmetic; the rules around it (the window, no replay) are here.
 */

function totpFor(secretBase32: string, label = '', issuer = '') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new random secret of 160 bits (RFC 4226's recommended length), in base32 as apps take it. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address of the QR code: the issuer and the label are what the app shows above the code. */
export function totpUri(secretBase32: string, issuer: string, label: string): string {
  return totpFor(secretBase32, label, issuer).toString();
}

/** The time step of an instant: floor(unix seconds / 30). */
export function totpStep(nowMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs });
}

/** The code an app shows at that instant (tests and the enrolment CLI's self-check). */
export function totpCodeAt(secretBase32: string, nowMs: number): string {
  return totpFor(secretBase32).generate({ timestamp: nowMs });
}

/**
 * Checks a typed code against the steps now−1, now and now+1 and answers the step it matched, or null. A step at or
 * before `lastAcceptedStep` is refused even when the code is right: a code seen once (over a shoulder, in a log, by
 * a phishing page relaying it) cannot open a second session.
 */
export function verifyTotp(input: { secret: string; code: string; nowMs: number; lastAcceptedStep: number | null }): number | null {
  const code = normalizeTypedCode(input.code);
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  const delta = totpFor(input.secret).validate({ token: code, timestamp: input.nowMs, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  const step = totpStep(input.nowMs) + delta;
  if (input.lastAcceptedStep !== null && step <= input.lastAcceptedStep) return null;
  return step;
}

/** Ten different recovery codes of 50 random bits each (256 is a multiple of the 32 letters: every letter equally likely). */
export function createRecoveryCodes(randomBytes: (size: number) => Uint8Array, count = RECOVERY_CODE_COUNT): string[] {
  const codes: string[] = [];
  while (codes.length < count) {
    const code = Array.from(randomBytes(RECOVERY_CODE_LENGTH), (byte) => RECOVERY_CODE_ALPHABET[byte % RECOVERY_CODE_ALPHABET.length]).join('');
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}
