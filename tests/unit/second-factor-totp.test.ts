import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, isRecoveryCode, isTotpCode, normalizeTypedCode, RECOVERY_CODE_ALPHABET } from '@/domain/second-factor';
import { createRecoveryCodes, createTotpSecret, totpCodeAt, totpStep, totpUri, verifyTotp } from '@/domain/second-factor-totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII of "12345678901234567890".
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 SHA-1 test vector at T = %i s: %s (8 digits)', (seconds, expected) => {
    const totp = new TOTP({ secret: Secret.fromBase32(RFC_SECRET), algorithm: 'SHA1', digits: 8, period: 30 });
    expect(totp.generate({ timestamp: seconds * 1000 })).toBe(expected);
  });

  it('uses the last 6 of those digits for the portal’s 6-digit codes (RFC 4226 truncation mod 10^6)', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
  });

  it('counts 30-second steps from the Unix epoch', () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(60_000)).toBe(2);
    expect(totpStep(1_111_111_109_000)).toBe(37_037_036);
  });
});

describe('verifyTotp', () => {
  // 1 111 111 109 s is in step 37 037 036; its code is 081804 and the next step's is 050471.
  const now = 1_111_111_109_000;
  const step = 37_037_036;

  it('accepts the code of now and answers its step', () => {
    expect(verifyTotp({ secret: RFC_SECRET, code: '081804', nowMs: now, lastAcceptedStep: null })).toBe(step);
  });

  it('accepts one step either side (a phone clock up to 30 s off) and no further', () => {
    const previous = totpCodeAt(RFC_SECRET, now - 30_000);
    const next = totpCodeAt(RFC_SECRET, now + 30_000);
    expect(next).toBe('050471');
    expect(verifyTotp({ secret: RFC_SECRET, code: previous, nowMs: now, lastAcceptedStep: null })).toBe(step - 1);
    expect(verifyTotp({ secret: RFC_SECRET, code: next, nowMs: now, lastAcceptedStep: null })).toBe(step + 1);
    expect(verifyTotp({ secret: RFC_SECRET, code: totpCodeAt(RFC_SECRET, now - 60_000), nowMs: now, lastAcceptedStep: null })).toBeNull();
    expect(verifyTotp({ secret: RFC_SECRET, code: totpCodeAt(RFC_SECRET, now + 60_000), nowMs: now, lastAcceptedStep: null })).toBeNull();
  });

  it('refuses a replay: the accepted step and any earlier one, even with the right code', () => {
    expect(verifyTotp({ secret: RFC_SECRET, code: '081804', nowMs: now, lastAcceptedStep: step })).toBeNull();
    expect(verifyTotp({ secret: RFC_SECRET, code: '081804', nowMs: now + 20_000, lastAcceptedStep: step })).toBeNull();
    expect(verifyTotp({ secret: RFC_SECRET, code: totpCodeAt(RFC_SECRET, now - 30_000), nowMs: now, lastAcceptedStep: step })).toBeNull();
    // The next step's code is still good after it.
    expect(verifyTotp({ secret: RFC_SECRET, code: '050471', nowMs: now, lastAcceptedStep: step })).toBe(step + 1);
  });

  it('refuses wrong codes and anything but 6 digits; spaces typed in the middle are ignored', () => {
    expect(verifyTotp({ secret: RFC_SECRET, code: '081805', nowMs: now, lastAcceptedStep: null })).toBeNull();
    expect(verifyTotp({ secret: RFC_SECRET, code: '81804', nowMs: now, lastAcceptedStep: null })).toBeNull();
    expect(verifyTotp({ secret: RFC_SECRET, code: '07081804', nowMs: now, lastAcceptedStep: null })).toBeNull();
    expect(verifyTotp({ secret: RFC_SECRET, code: 'abcdef', nowMs: now, lastAcceptedStep: null })).toBeNull();
    expect(verifyTotp({ secret: RFC_SECRET, code: '081 804', nowMs: now, lastAcceptedStep: null })).toBe(step);
  });

  it('makes 160-bit secrets that authenticator apps read from an otpauth:// address', () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'Portal do Participante', 'Ana Administradora'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Portal do Participante:Ana Administradora');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret, issuer: 'Portal do Participante', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of ten letters of the alphabet without look-alikes', () => {
    let counter = 0;
    // A fixed byte source: byte b maps to letter b mod 32.
    const bytes = (size: number) => Uint8Array.from({ length: size }, () => counter++ % 256);
    const codes = createRecoveryCodes(bytes);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toBe('ABCDEFGHJK');
    expect(codes[1]).toBe('LMNPQRSTUV');
    expect(codes.every((code) => [...code].every((char) => RECOVERY_CODE_ALPHABET.includes(char)))).toBe(true);
    expect(RECOVERY_CODE_ALPHABET).toHaveLength(32);
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('skips a repeated code', () => {
    const bytes = (size: number) => new Uint8Array(size);
    let calls = 0;
    const repeating = (size: number) => (calls++ < 2 ? bytes(size) : Uint8Array.from({ length: size }, (_, index) => index + calls));
    const codes = createRecoveryCodes(repeating, 3);
    expect(codes[0]).toBe('AAAAAAAAAA');
    expect(new Set(codes).size).toBe(3);
  });

  it('reads what a person types: any case, spaces and hyphens ignored', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('ABCDE-FGHJK');
    expect(normalizeTypedCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(isRecoveryCode('abcde-fghjk')).toBe(true);
    expect(isRecoveryCode('ABCDE-FGHJ0')).toBe(false);
    expect(isRecoveryCode('ABCDEFGHJ')).toBe(false);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
  });
});
