import type { ReactNode } from 'react';
import { useAuth } from '@/contexts/AuthContext';
import { AppLayout } from '@/components/layout/AppLayout';
import { AuthLayout } from '@/components/layout/AuthLayout';

/** /alterar-senha is public (forgotten password) and also the sidebar's 'Alterar senha': the shell only when signed in. */
export function PasswordPageLayout({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn } = useAuth();
  if (isLoaded && isSignedIn) return <AppLayout>{children}</AppLayout>;
  return <AuthLayout>{children}</AuthLayout>;
}
