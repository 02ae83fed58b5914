/** Password rules of spec §5: the checklist that enables "Next", and the messages of the form. */

export const PASSWORD_SPECIAL_CHARACTERS = '`!@#$%^&*()_-+=[]{};\':"\\|,.<>/?~';

export const PASSWORD_MESSAGES = {
  required: 'A senha é obrigatória',
  noWhitespace: 'A senha não pode conter espaços em branco.',
  confirmationRequired: 'A confirmação da senha é obrigatória',
  mustMatch: 'As senhas devem ser iguais',
  checklist: 'A senha deve ter letra maiúscula, letra minúscula, número e caractere especial.',
} as const;

export interface PasswordChecklist {
  hasUpperCase: boolean;
  hasLowerCase: boolean;
  hasDigit: boolean;
  hasSpecialCharacter: boolean;
}

export function passwordChecklist(password: string): PasswordChecklist {
  return {
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
  const checklist = passwordChecklist(password);
  return Object.values(checklist).every(Boolean) ? null : PASSWORD_MESSAGES.checklist;
}
