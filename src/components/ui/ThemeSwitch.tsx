import { Monitor, Moon, Sun } from 'lucide-react';
import { useThemePreference, type ThemePreference } from '@/hooks/useThemePreference';

const OPTIONS: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Claro', Icon: Sun },
  { value: 'dark', label: 'Escuro', Icon: Moon },
  { value: 'system', label: 'Sistema', Icon: Monitor },
];

/** Light / dark / system, as native radios so arrows and Tab work without extra code. */
export function ThemeSwitch({ className = '' }: { className?: string }) {
  const { preference, setPreference } = useThemePreference();
  return (
    <fieldset className={`inline-flex rounded-lg border border-gray-400 bg-white p-1 dark:border-gray-600 dark:bg-gray-900 ${className}`}>
      <legend className="sr-only">Tema</legend>
      {OPTIONS.map(({ value, label, Icon }) => (
        <label
          key={value}
          className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-gray-800 has-checked:bg-gray-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-strong dark:text-gray-200 dark:has-checked:bg-gray-100 dark:has-checked:text-gray-900"
        >
          <input
            type="radio"
            name="theme"
            value={value}
            checked={preference === value}
            onChange={() => setPreference(value)}
            className="sr-only"
          />
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
