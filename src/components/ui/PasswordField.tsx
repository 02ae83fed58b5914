import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A password input whose text can be shown, for people who type slowly or on a phone. The toggle's name avoids
 * the word "senha" so the field stays the only match for its label.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? 'Ocultar caracteres' : 'Mostrar caracteres'}
          aria-pressed={isVisible}
          className="flex size-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
