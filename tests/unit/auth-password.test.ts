import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, passwordChecklist, passwordProblem } from '@/domain/auth-password';
import {
  COMMON_PASSWORD_MESSAGE,
  commonPasswordCount,
  isCommonPassword,
  normalizePassword,
  passwordWord,
  serverPasswordProblem,
} from '@/server/security/common-passwords';
import { isPublicRoute } from '@/domain/constants';

describe('password checklist (spec §5)', () => {
  it('needs upper case, lower case, digit and a special character of the list', () => {
    expect(passwordChecklist('Previdencia@2026')).toEqual({ hasMinimumLength: true, hasUpperCase: true, hasLowerCase: true, hasDigit: true, hasSpecialCharacter: true });
    expect(passwordChecklist('previdencia')).toEqual({ hasMinimumLength: true, hasUpperCase: false, hasLowerCase: true, hasDigit: false, hasSpecialCharacter: false });
    expect(passwordChecklist('ABC123é').hasSpecialCharacter).toBe(false);
  });

  it('counts every listed special character', () => {
    for (const character of '`!@#$%^&*()_-+=[]{};\':"\\|,.<>/?~') {
      expect(PASSWORD_SPECIAL_CHARACTERS).toContain(character);
      expect(passwordChecklist(`Aa1${character}`).hasSpecialCharacter).toBe(true);
    }
  });

  it('says what is wrong, in the words of the spec', () => {
    expect(passwordProblem('')).toBe('A senha é obrigatória');
    expect(passwordProblem('Aa1! x')).toBe('A senha não pode conter espaços em branco.');
    expect(passwordProblem('semregras')).toMatch(/maiúscula/);
    expect(passwordProblem('Previdencia@2026')).toBeNull();
  });
});

describe('minimum length (OWASP ASVS 5.0 V6.2.1)', () => {
  it('is 8 characters, the first line of the checklist', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordChecklist('Aa1!').hasMinimumLength).toBe(false);
    expect(passwordChecklist('Aa1!Bb2').hasMinimumLength).toBe(false);
    expect(passwordChecklist('Aa1!Bb2@').hasMinimumLength).toBe(true);
  });

  it('counts characters as a person does (an accented letter or an emoji is one)', () => {
    expect(passwordChecklist('Ação1!😀x').hasMinimumLength).toBe(true); // 8 characters, 9 UTF-16 units
    expect(passwordChecklist('Aç1!😀xy').hasMinimumLength).toBe(false); // 7 characters, 8 UTF-16 units
  });

  it("refuses 'Aa1!', which met every other rule, with its own message", () => {
    expect(passwordProblem('Aa1!')).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(passwordProblem('Aa1!Bb2@')).toBeNull();
    // The earlier rules still come first.
    expect(passwordProblem('Aa1! x')).toBe('A senha não pode conter espaços em branco.');
    expect(passwordProblem('semregra')).toMatch(/maiúscula/);
  });
});

describe('common passwords (OWASP ASVS 5.0 V6.2.4, server only)', () => {
  it('ships a list of at least 3 000 passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(3000);
  });

  it('normalizes case and accents, and finds the word before trailing digits and symbols', () => {
    expect(normalizePassword('SÃO@Paulo1')).toBe('sao@paulo1');
    expect(passwordWord('senha@123')).toBe('senha');
    expect(passwordWord('mudar#2026!')).toBe('mudar');
    expect(passwordWord('mudar@123x')).toBe('mudar@123x');
    expect(passwordWord('nova#senha2026')).toBe('nova#senha');
  });

  it.each([
    ['Senha@123', 'on the Brazilian list as typed'],
    ['Mudar@123', 'on the Brazilian list as typed'],
    ['mUDAR@123', 'case does not matter'],
    ['MuDaR#2026', "the word 'mudar' with other digits and symbols"],
    ['Trocar123!', "the word 'trocar'"],
    ['Flamengo!1981', 'a football club with a year'],
    ['Corinthians#1910', 'a football club with a year'],
    ['Password@2026', "the international list's 'password'"],
    ['P@ssw0rd', 'on the international list as typed (lower case)'],
    ['Qwerty123!', "the international list's 'qwerty123', by its word"],
    ['Brasil@2030', "the word 'brasil'"],
    ['Saopaulo@2026', "the word 'saopaulo'"],
  ])('refuses %s (%s)', (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(serverPasswordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it.each([
    ['Previdencia@2026', "the demo password: 'previdencia' is on no list"],
    ['Mudar@123x', 'the word does not end where the digits begin'],
    ['Nova#Senha2026', "'nova#senha' is not a listed word"],
    ['Olivia#2026x', 'letters after the digits'],
    ['Xk7!qPz2@rWm', 'a random password'],
  ])('accepts %s (%s)', (password) => {
    expect(isCommonPassword(password)).toBe(false);
    expect(serverPasswordProblem(password)).toBeNull();
  });

  it('applies the shared rules first: a short password is told it is short, not common', () => {
    expect(serverPasswordProblem('Aa1!')).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(serverPasswordProblem('')).toBe('A senha é obrigatória');
  });

  it('does not compare words shorter than 4 letters (every ‘Abc…’ would be suspect)', () => {
    expect(isCommonPassword('Abc#98765')).toBe(false);
  });
});

describe('public routes (spec §2.4)', () => {
  it.each(['/login', '/alterar-senha', '/logout', '/timeout', '/development', '/404', '/onboarding', '/recadastramento', '/simulador-beneficio', '/manutencao'])('%s is public', (route) => {
    expect(isPublicRoute(route)).toBe(true);
  });
  it.each(['/', '/perfil', '/services', '/services/pep', '/chat', '/loginx'])('%s is private', (route) => {
    expect(isPublicRoute(route)).toBe(false);
  });
});
