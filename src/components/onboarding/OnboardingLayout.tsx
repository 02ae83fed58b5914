import type { ReactNode } from 'react';
import Link from 'next/link';
import { LogOut } from 'lucide-react';
import { Logo } from '@/components/ui/Logo';
import { APP_VERSION } from '@/components/layout/app-version';

/** The onboarding's own frame: no sidebar (the portal opens only when it is done), the logo and a way out. */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-100 dark:bg-gray-950">
      <header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
          <Logo />
          <Link
            href="/logout"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
          >
            <LogOut aria-hidden="true" className="size-5" />
            Sair
          </Link>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-10">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 sm:p-8 dark:bg-gray-900 dark:ring-white/10">{children}</div>
      </main>
      <footer className="pb-4 text-center text-xs text-gray-600 dark:text-gray-400">Portal do Participante · versão {APP_VERSION}</footer>
    </div>
  );
}
