import { useEffect, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { LogOut, ShieldCheck } from 'lucide-react';
import { ADMIN_ACCENT_COLOR, DEFAULT_PRIMARY_COLOR } from '@/domain/constants';
import { useAuth } from '@/contexts/AuthContext';
import { FullScreenLoader } from '@/components/ui/FullScreenLoader';
import { Logo } from '@/components/ui/Logo';
import { accentVariables } from './accent';
import { APP_VERSION } from './app-version';

/** The signed-in pages' frame: a top bar with the person and "Sair", the content, and a footer with the version. */
export function AppLayout({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { isLoaded, isSignedIn, isAdmin, pessoa } = useAuth();

  // The proxy already redirects visitors without the cookie; this covers a session cleared in the browser.
  useEffect(() => {
    if (isLoaded && !isSignedIn) void router.replace('/login');
  }, [isLoaded, isSignedIn, router]);

  if (!isLoaded || !isSignedIn || !pessoa) return <FullScreenLoader />;

  return (
    <div className="theme-scope flex min-h-screen flex-col" style={accentVariables(isAdmin ? ADMIN_ACCENT_COLOR : DEFAULT_PRIMARY_COLOR)}>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-gray-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95">
        <div className="h-1 bg-primary" aria-hidden="true" />
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
          <Link href="/" aria-label="Previdência, página inicial" className="rounded-md">
            <Logo />
          </Link>
          <div className="flex items-center gap-2 sm:gap-4">
            {isAdmin ? (
              <span className="hidden items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-strong sm:inline-flex">
                <ShieldCheck aria-hidden="true" className="size-4" />
                Administrador
              </span>
            ) : null}
            <span className="hidden max-w-56 truncate text-sm font-medium text-gray-800 md:block dark:text-gray-200">{pessoa.nome}</span>
            <Link
              href="/logout"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <LogOut aria-hidden="true" className="size-5" />
              Sair
            </Link>
          </div>
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
      <footer className="border-t border-gray-200 py-4 text-center text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
        Portal do Participante · versão {APP_VERSION}
      </footer>
    </div>
  );
}
