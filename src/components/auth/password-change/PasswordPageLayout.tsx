import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useAuth } from '@/contexts/AuthContext';
import { AuthLayout } from '@/components/layout/AuthLayout';
import { lazyPart } from '@/components/ui/lazy-part';
import { hasSession } from '@/services/auth-session';

// The portal's shell, with the signed-in pages' providers, frames the page only for a signed-in person, who comes from
// the portal's sidebar with their code already loaded; a visitor resetting a forgotten password never fetches it.
const SignedInShell = lazyPart(
  () =>
    Promise.all([import('@/components/layout/AppLayout'), import('@/contexts/SignedInProviders')]).then(
      ([{ AppLayout }, { SignedInProviders }]) =>
        function SignedInShell({ children }: { children: ReactNode }) {
          return (
            <SignedInProviders>
              <AppLayout>{children}</AppLayout>
            </SignedInProviders>
          );
        },
    ),
  'Carregando o portal',
);
// With a session, fetched as soon as this page's code runs (before it renders), not when the session is read.
if (hasSession()) SignedInShell.preload();

/**
 * /alterar-senha is public (forgotten password, the first-access link) and also the sidebar's 'Alterar senha': the shell
 * only when signed in and not following a first-access link (which is someone else's password to create).
 */
export function PasswordPageLayout({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn } = useAuth();
  const { query } = useRouter();
  if (isLoaded && isSignedIn && !query.token) return <SignedInShell>{children}</SignedInShell>;
  return <AuthLayout>{children}</AuthLayout>;
}
