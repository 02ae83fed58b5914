import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';
type ButtonSize = 'default' | 'sm';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disabled with a spinner, so the action cannot run twice. */
  isLoading?: boolean;
  icon?: ReactNode;
}

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-contrast hover:brightness-95 active:brightness-90',
  secondary:
    'border border-gray-400 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800',
  ghost: 'text-primary-strong hover:bg-primary-soft',
};

// Every size is a 44 px target at every width (WCAG 2.5.5, ui.md); the small size is narrower and its text smaller.
const SIZE_CLASSES: Record<ButtonSize, string> = {
  default: 'min-h-11 px-5 text-base',
  sm: 'min-h-11 px-3 text-sm',
};

export function Button({
  variant = 'primary',
  size = 'default',
  isLoading = false,
  icon,
  disabled,
  className = '',
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${VARIANT_CLASSES[variant]} ${SIZE_CLASSES[size]} ${className}`}
      {...props}
    >
      {isLoading ? <Spinner className="size-5 shrink-0" /> : icon}
      {children}
    </button>
  );
}
