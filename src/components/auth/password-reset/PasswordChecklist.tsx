import { Check, X } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, passwordChecklist, type PasswordChecklist as Checklist } from '@/domain/auth-password';

const ITEMS: { key: keyof Checklist; label: string }[] = [
  { key: 'hasMinimumLength', label: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres` },
  { key: 'hasUpperCase', label: 'Letra maiúscula' },
  { key: 'hasLowerCase', label: 'Letra minúscula' },
  { key: 'hasDigit', label: 'Número' },
  { key: 'hasSpecialCharacter', label: 'Caractere especial' },
];

/** The rules of spec §5 and the minimum length, ticked as the person types; each state is said in words, not only in colour. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const checklist = passwordChecklist(password);
  return (
    <ul id={id} aria-label="A senha precisa ter" className="grid grid-cols-1 gap-1.5 text-sm sm:grid-cols-2">
      {ITEMS.map(({ key, label }) => {
        const isMet = checklist[key];
        const Icon = isMet ? Check : X;
        return (
          <li key={key} className={`flex items-center gap-2 ${isMet ? 'text-green-800 dark:text-green-300' : 'text-gray-700 dark:text-gray-300'}`}>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {label}
              <span className="sr-only">{isMet ? ': atendido' : ': pendente'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
