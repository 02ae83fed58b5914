import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/LinkButton';
import { Logo } from '@/components/ui/Logo';

/**
 * The frame of the pages reached without a session (the public simulator, the re-registration from an e-mailed link):
 * no portal shell, the logo, a way to sign in, and a reading width (the theme follows the system's).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50 dark:bg-gray-950">
      <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <LinkButton href="/login">Entrar</LinkButton>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8 sm:py-10">{children}</main>
    </div>
  );
}
