import type { ReactNode } from 'react';
import { useAuth } from '@/contexts/AuthContext';
import { AuthLayout } from '@/components/layout/AuthLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { hasSession } from '@/services/session';

// The portal's shell frames the page only for a signed-in person, who comes from the portal's sidebar with the shell's
// code already loaded; a visitor resetting a forgotten password never fetches it.
const AppLayout = lazyPart(() => import('@/components/layout/AppLayout').then((module) => module.AppLayout), 'Carregando o portal');
// With a session, fetched as soon as this page's code runs (before it renders), not when the session is read.
if (hasSession()) AppLayout.preload();

/** /alterar-senha is public (forgotten password) and also the sidebar's 'Alterar senha': the shell only when signed in. */
export function PasswordPageLayout({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn } = useAuth();
  if (isLoaded && isSignedIn) return <AppLayout>{children}</AppLayout>;
  return <AuthLayout>{children}</AuthLayout>;
}
