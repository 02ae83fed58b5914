/**
 * Password rules of spec §5: the checklist that enables "Next", and the messages of the form. The minimum length
 * (8, OWASP ASVS 5.0 V6.2.1) is the first line of the checklist. The list of common passwords (V6.2.4) is checked by
 * the server only (src/server/security/common-passwords.ts): it is too big for the pages' code.
 */

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_SPECIAL_CHARACTERS = '`!@#$%^&*()_-+=[]{};\':"\\|,.<>/?~';

export const PASSWORD_MESSAGES = {
  required: 'A senha é obrigatória',
  noWhitespace: 'A senha não pode conter espaços em branco.',
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  confirmationRequired: 'A confirmação da senha é obrigatória',
  mustMatch: 'As senhas devem ser iguais',
  checklist: 'A senha deve ter letra maiúscula, letra minúscula, número e caractere especial.',
} as const;

export interface PasswordChecklist {
  hasMinimumLength: boolean;
  hasUpperCase: boolean;
  hasLowerCase: boolean;
  hasDigit: boolean;
  hasSpecialCharacter: boolean;
}

export function passwordChecklist(password: string): PasswordChecklist {
  return {
    // Characters as a person counts them (an emoji is one), not UTF-16 units.
    hasMinimumLength: [...password].length >= PASSWORD_MIN_LENGTH,
    hasUpperCase: /[A-Z]/.test(password),
    hasLowerCase: /[a-z]/.test(password),
    hasDigit: /\d/.test(password),
    hasSpecialCharacter: [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  };
}

/** The Portuguese message of the first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (!password) return PASSWORD_MESSAGES.required;
  if (/\s/.test(password)) return PASSWORD_MESSAGES.noWhitespace;
  const { hasMinimumLength, ...composition } = passwordChecklist(password);
  if (!hasMinimumLength) return PASSWORD_MESSAGES.tooShort;
  return Object.values(composition).every(Boolean) ? null : PASSWORD_MESSAGES.checklist;
}
