import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/AuthContext';
import { AuthLayout } from '@/components/layout/AuthLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { hasSession } from '@/services/auth-session';

// The portal's shell frames the page only for a signed-in person, who comes from the portal's sidebar with the shell's
// code already loaded; a visitor resetting a forgotten password never fetches it.
const AppLayout = lazyPart(() => import('@/components/layout/AppLayout').then((module) => module.AppLayout), 'Carregando o portal');
// With a session, fetched as soon as this page's code runs (before it renders), not when the session is read.
if (hasSession()) AppLayout.preload();

/**
 * /alterar-senha is public (forgotten password, the first-access link) and also the sidebar's 'Alterar senha': the shell
 * only when signed in and not following a first-access link (which is someone else's password to create).
 */
export function PasswordPageLayout({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn } = useAuth();
  const { query } = useRouter();
  if (isLoaded && isSignedIn && !query.token) return <AppLayout>{children}</AppLayout>;
  return <AuthLayout>{children}</AuthLayout>;
}
