import { describe, expect, it } from 'vitest';
import { PASSWORD_SPECIAL_CHARACTERS, passwordChecklist, passwordProblem } from '@/domain/password';
import { isPublicRoute } from '@/domain/constants';

describe('password checklist (spec §5)', () => {
  it('needs upper case, lower case, digit and a special character of the list', () => {
    expect(passwordChecklist('Previdencia@2026')).toEqual({ hasUpperCase: true, hasLowerCase: true, hasDigit: true, hasSpecialCharacter: true });
    expect(passwordChecklist('previdencia')).toEqual({ hasUpperCase: false, hasLowerCase: true, hasDigit: false, hasSpecialCharacter: false });
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

describe('public routes (spec §2.4)', () => {
  it.each(['/login', '/alterar-senha', '/logout', '/timeout', '/development', '/404', '/onboarding', '/recadastramento', '/simulador-beneficio', '/manutencao'])('%s is public', (route) => {
    expect(isPublicRoute(route)).toBe(true);
  });
  it.each(['/', '/perfil', '/services', '/services/pep', '/chat', '/loginx'])('%s is private', (route) => {
    expect(isPublicRoute(route)).toBe(false);
  });
});
