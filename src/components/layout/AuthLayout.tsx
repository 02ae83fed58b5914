import { Suspense, type ReactNode } from 'react';
import { Logo } from '@/components/ui/Logo';
import { PlanLogo } from '@/components/ui/PlanLogo';
import { useLoginPlanTheme } from '@/hooks/useLoginPlanTheme';
import { ThemeSwitch } from '@/components/ui/ThemeSwitch';
import { APP_VERSION } from './app-version';

/**
 * Sign-in and password screens: the fund's background image, a card with the logo, and the theme switch. Their HTML
 * is prerendered whole, so the boundary below lets React hydrate it after the app's providers, in short slices
 * (selective hydration, at offscreen priority), instead of in one long task on a phone; a click meanwhile hydrates
 * it at once and is replayed.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AuthScreen>{children}</AuthScreen>
    </Suspense>
  );
}

function AuthScreen({ children }: { children: ReactNode }) {
  // The theme of the plan last used in this browser (colour, logo, background), read after hydration.
  const planTheme = useLoginPlanTheme();
  return (
    <div className="theme-scope relative flex min-h-screen flex-col bg-gray-100 dark:bg-gray-950" style={planTheme?.style}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-cover bg-center opacity-100 dark:opacity-40"
        style={{ backgroundImage: `url("${planTheme?.background ?? '/images/login-background.svg'}")` }}
      />
      <div className="relative flex justify-end p-4">
        <ThemeSwitch />
      </div>
      <main className="relative flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-gray-900/5 sm:p-8 dark:bg-gray-900 dark:ring-white/10">
          <div className="mb-8 flex items-center justify-between gap-4">
            <Logo />
            {/* The plan's logo beside the fund's. */}
            {planTheme?.logo ? <PlanLogo src={planTheme.logo} imageClassName="h-10 w-auto max-w-32 object-contain" /> : null}
          </div>
          {children}
        </div>
      </main>
      <footer className="relative pb-4 text-center text-xs font-medium text-gray-800 dark:text-gray-300">
        <span className="rounded-full bg-white/80 px-3 py-1 dark:bg-gray-900/80">versão {APP_VERSION}</span>
      </footer>
    </div>
  );
}
