import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/Logo';

/** Pages outside the shell (errors, timeout, logout, development): the logo and one centred panel. */
export function MessageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gray-50 px-4 py-10 dark:bg-gray-950">
      <Logo className="mb-10" />
      <main className="w-full max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-900/5 sm:p-8 dark:bg-gray-900 dark:ring-white/10">
        {children}
      </main>
    </div>
  );
}
